'use client';

// Admin → Users: a new password for a person. It ends every session they have open (lib/auth/get-current-user.ts
// compares the session version a password change raises), this one too when it is the admin's own.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { TextField } from '@/components/ui/field';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { useIssueMessage } from '@/components/ui/use-issue-message';
import { fieldErrors } from '@/lib/api-client';
import { PASSWORD_MIN_LENGTH, personLabel, type PublicUser, ZResetPassword } from '@/lib/contracts';
import { useUpdateUser } from './queries';
import { UserFormDialog } from './user-form-dialog';

interface ResetPasswordDialogProps {
  user: PublicUser;
  self: boolean;
  onCancel: () => void;
  onReset: (user: PublicUser) => void;
}

export function ResetPasswordDialog({ user, self, onCancel, onReset }: ResetPasswordDialogProps) {
  const t = useTranslations('admin');
  const errorMessage = useErrorMessage();
  const issueMessage = useIssueMessage();
  const update = useUpdateUser();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const who = personLabel(user);
  // A problem named with its field: "New password again: does not match the new password".
  const withLabel = (field: string, message: string) =>
    t('fieldError', {
      label: field === 'password' || field === 'confirmation' ? t(`users.resetDialog.${field}`) : field,
      message,
    });

  async function submit(form: HTMLFormElement) {
    const parsed = ZResetPassword.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        next[field] ??= withLabel(field, issueMessage(issue));
      }
      setErrors(next);
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const changed = await update.mutateAsync({ id: user.id, changes: { password: parsed.data.password } });
      // The admin's own session ended with the reset: the sign-in page takes them back here.
      if (self) router.replace('/login?callbackUrl=%2Fadmin%2Fusers');
      else onReset(changed);
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors(
        Object.fromEntries(
          Object.entries(byField).map(([field, message]) => [field, withLabel(field, issueMessage({ message }))]),
        ),
      );
      setFormError(errorMessage(error));
    }
  }

  return (
    <UserFormDialog
      title={self ? t('users.resetDialog.titleSelf') : t('users.resetDialog.title', { who })}
      description={<p>{self ? t('users.resetDialog.descriptionSelf') : t('users.resetDialog.description', { who })}</p>}
      submitLabel={t('users.resetDialog.submit')}
      pendingLabel={t('users.resetDialog.submitting')}
      pending={update.isPending}
      formError={formError}
      onSubmit={(form) => void submit(form)}
      onCancel={onCancel}
    >
      <TextField
        label={t('users.resetDialog.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={t('users.resetDialog.hint', { min: PASSWORD_MIN_LENGTH })}
        error={errors.password}
        required
      />
      <TextField
        label={t('users.resetDialog.confirmation')}
        name="confirmation"
        type="password"
        autoComplete="new-password"
        error={errors.confirmation}
        required
      />
    </UserFormDialog>
  );
}
