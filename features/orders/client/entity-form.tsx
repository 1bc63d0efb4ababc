'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface EntityFormProps {
  title: string;
  /** Shown in the heading; a small form (a row inside an order) has none. */
  heading?: boolean;
  error: string | null;
  pending: boolean;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (data: FormData) => void;
  children: ReactNode;
}

/** The frame of every cart form: its name, the form-wide error, the fields, Cancel and the submit button. */
export function EntityForm({
  title,
  heading = true,
  error,
  pending,
  submitLabel,
  onCancel,
  onSubmit,
  children,
}: EntityFormProps) {
  const t = useTranslations('common');
  const size = heading ? 'md' : 'sm';
  return (
    <form
      noValidate
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
      className={
        heading
          ? 'space-y-4 rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900'
          : 'space-y-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-700'
      }
    >
      {heading ? <h2 className="text-base font-semibold">{title}</h2> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      {children}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size={size} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" size={size} disabled={pending}>
          {pending ? t('saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
