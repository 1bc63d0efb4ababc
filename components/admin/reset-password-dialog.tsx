'use client';

// Admin → Users: a new password for a person. It ends every session they have open (lib/auth/get-current-user.ts
// compares the session version a password change raises), this one too when it is the admin's own.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { TextField } from '@/components/ui/field';
import { fieldErrors } from '@/lib/api-client';
import { PASSWORD_MIN_LENGTH, personLabel, type PublicUser, ZResetPassword } from '@/lib/contracts';
import { useUpdateUser } from '@/lib/queries';
import { UserFormDialog } from './user-form-dialog';

const LABELS: Record<string, string> = { password: 'New password', confirmation: 'New password again' };

interface ResetPasswordDialogProps {
  user: PublicUser;
  self: boolean;
  onCancel: () => void;
  onReset: (user: PublicUser) => void;
}

export function ResetPasswordDialog({ user, self, onCancel, onReset }: ResetPasswordDialogProps) {
  const update = useUpdateUser();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const who = personLabel(user);

  async function submit(form: HTMLFormElement) {
    const parsed = ZResetPassword.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        next[field] ??= `${LABELS[field] ?? field}: ${issue.message}`;
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
      setErrors(Object.fromEntries(Object.entries(byField).map(([field, message]) => [field, `${LABELS[field] ?? field}: ${message}`])));
      setFormError(error instanceof Error ? error.message : 'The password was not changed. Try again.');
    }
  }

  return (
    <UserFormDialog
      title={self ? 'Reset your own password' : `Reset the password of ${who}`}
      description={
        self ? (
          <p>Every session you have open ends, this one too: you sign in again with the new password right after.</p>
        ) : (
          <p>
            Every session {who} has open ends at their next click, on every device; they sign in again with the new password. Tell them the
            new password in person.
          </p>
        )
      }
      submitLabel="Reset password"
      pendingLabel="Resetting…"
      pending={update.isPending}
      formError={formError}
      onSubmit={(form) => void submit(form)}
      onCancel={onCancel}
    >
      <TextField
        label={LABELS.password!}
        name="password"
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password}
        required
      />
      <TextField label={LABELS.confirmation!} name="confirmation" type="password" autoComplete="new-password" error={errors.confirmation} required />
    </UserFormDialog>
  );
}
