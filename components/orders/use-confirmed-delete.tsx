'use client';

import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export interface Notice {
  tone: 'success' | 'error';
  /** May hold a link (to the reservation just made). */
  text: ReactNode;
}

/**
 * Deleting with a question first: `ask(item)` opens the dialog; on confirmation `remove` runs and the outcome is
 * told through `notify`, naming the item.
 */
export function useConfirmedDelete<T>(options: { name: (item: T) => string; consequence: ReactNode; remove: (item: T) => Promise<unknown>; notify: (notice: Notice) => void }) {
  const [pending, setPending] = useState<T | null>(null);
  const name = pending === null ? '' : options.name(pending);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={`Delete ${name}?`}
      confirmLabel="Delete"
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const item = pending as T;
        setPending(null);
        options.remove(item).then(
          () => options.notify({ tone: 'success', text: `${capitalise(options.name(item))} deleted.` }),
          (e: Error) => options.notify({ tone: 'error', text: `${capitalise(options.name(item))} was not deleted: ${e.message}` }),
        );
      }}
    >
      {options.consequence}
    </ConfirmDialog>
  );
  return { ask: setPending, dialog };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
