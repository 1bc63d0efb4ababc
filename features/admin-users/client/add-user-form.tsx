'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { issuesByField, sayFieldErrors, useIssueMessage } from '@/components/ui/use-issue-message';
import { fieldErrors } from '@/lib/api-client';
import { PASSWORD_MIN_LENGTH, ROLES, ZCreateUser } from '@/lib/contracts';
import { useCreateUser } from './queries';

export function AddUserForm({ onCreated }: { onCreated: (email: string) => void }) {
  const t = useTranslations('admin.users');
  const roles = useTranslations('roles');
  const errorMessage = useErrorMessage();
  const issueMessage = useIssueMessage();
  const create = useCreateUser();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const values = Object.fromEntries(new FormData(formElement));
    // The same schema the server applies, so the messages match whichever side catches the problem.
    const parsed = ZCreateUser.safeParse(values);
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues, issueMessage));
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const user = await create.mutateAsync(parsed.data);
      formElement.reset();
      onCreated(user.email);
    } catch (error) {
      setErrors(sayFieldErrors(fieldErrors(error), issueMessage));
      setFormError(errorMessage(error));
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="add-user-heading"
      className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <h2 id="add-user-heading" className="mb-4 text-base font-semibold">
        {t('add.heading')}
      </h2>
      {formError ? (
        <div className="mb-4">
          <Alert tone="error">{formError}</Alert>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label={t('email')} name="email" type="email" autoComplete="off" error={errors.email} required />
        <TextField label={t('name')} name="name" autoComplete="off" error={errors.name} />
        <SelectField label={t('role')} name="role" defaultValue="planner" error={errors.role}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {roles(r)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('add.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={t('add.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.password}
          required
        />
      </div>
      <div className="mt-4 flex justify-end">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t('add.submitting') : t('add.submit')}
        </Button>
      </div>
    </form>
  );
}
