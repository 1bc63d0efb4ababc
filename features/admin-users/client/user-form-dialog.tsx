'use client';

// A modal form about one person (rename, reset password): shown while mounted, Escape or Cancel backs out, and a
// failure that belongs to no field shows above the fields.
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface UserFormDialogProps {
  title: string;
  description: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  formError: string | null;
  onSubmit: (form: HTMLFormElement) => void;
  onCancel: () => void;
  children: ReactNode;
}

export function UserFormDialog({
  title,
  description,
  submitLabel,
  pendingLabel,
  pending,
  formError,
  onSubmit,
  onCancel,
  children,
}: UserFormDialogProps) {
  const t = useTranslations('common');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(e) => {
        e.preventDefault();
        if (!pending) onCancel();
      }}
      className={
        'm-auto w-full max-w-md rounded-lg border border-zinc-200 bg-white p-6 text-zinc-900 shadow-xl ' +
        'backdrop:bg-black/40 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100'
      }
    >
      <form
        noValidate
        onSubmit={(e: FormEvent<HTMLFormElement>) => {
          e.preventDefault();
          onSubmit(e.currentTarget);
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">
          {description}
        </div>
        {formError ? (
          <div className="mt-4">
            <Alert tone="error">{formError}</Alert>
          </div>
        ) : null}
        <div className="mt-4 space-y-4">{children}</div>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
