'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useErrorMessage } from '@/components/ui/use-error-message';

export interface Notice {
  tone: 'success' | 'error';
  /** May hold a link (to the reservation just made). */
  text: ReactNode;
}

/**
 * What is deleted: the dialog and the notices name it by its kind ("order PO-1", "row GL-100", a company by its
 * name).
 */
export type DeletedKind = 'order' | 'row' | 'company';

/**
 * Deleting with a question first: `ask(item)` opens the dialog; on confirmation `remove` runs and the outcome is
 * told through `notify`, naming the item.
 */
export function useConfirmedDelete<T>(options: {
  kind: DeletedKind;
  name: (item: T) => string;
  consequence: ReactNode;
  remove: (item: T) => Promise<unknown>;
  notify: (notice: Notice) => void;
}) {
  const t = useTranslations('orders.deletion');
  const common = useTranslations('common');
  const errorMessage = useErrorMessage();
  const [pending, setPending] = useState<T | null>(null);
  const { kind } = options;
  const name = pending === null ? '' : options.name(pending);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('title', { kind, name })}
      confirmLabel={common('delete')}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const item = pending as T;
        setPending(null);
        options.remove(item).then(
          () => options.notify({ tone: 'success', text: t('deleted', { kind, name: options.name(item) }) }),
          (e: unknown) =>
            options.notify({
              tone: 'error',
              text: t('failed', { kind, name: options.name(item), error: errorMessage(e) }),
            }),
        );
      }}
    >
      {options.consequence}
    </ConfirmDialog>
  );
  return { ask: setPending, dialog };
}
