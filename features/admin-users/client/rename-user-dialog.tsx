'use client';

// Admin → Users: a person's display name. Renaming oneself refreshes the server-rendered page shell, whose header
// shows the name, so the new one shows at once.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { TextField } from '@/components/ui/field';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { sayFieldErrors, useIssueMessage } from '@/components/ui/use-issue-message';
import { fieldErrors } from '@/lib/api-client';
import { type PublicUser, ZUpdateUser } from '@/lib/contracts';
import { useUpdateUser } from './queries';
import { UserFormDialog } from './user-form-dialog';

interface RenameUserDialogProps {
  user: PublicUser;
  self: boolean;
  onCancel: () => void;
  onRenamed: (user: PublicUser) => void;
}

export function RenameUserDialog({ user, self, onCancel, onRenamed }: RenameUserDialogProps) {
  const t = useTranslations('admin');
  const common = useTranslations('common');
  const errorMessage = useErrorMessage();
  const issueMessage = useIssueMessage();
  const update = useUpdateUser();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(form: HTMLFormElement) {
    // The schema the route applies, so the message is the same whichever side catches the problem.
    const parsed = ZUpdateUser.safeParse({ name: new FormData(form).get('name') ?? '' });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'name'), issueMessage(i)])));
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    try {
      const renamed = await update.mutateAsync({ id: user.id, changes: { name: parsed.data.name } });
      if (self) router.refresh();
      onRenamed(renamed);
    } catch (error) {
      setErrors(sayFieldErrors(fieldErrors(error), issueMessage));
      setFormError(errorMessage(error));
    }
  }

  return (
    <UserFormDialog
      title={self ? t('users.renameDialog.titleSelf') : t('users.renameDialog.title', { email: user.email })}
      description={self ? t('users.renameDialog.descriptionSelf') : t('users.renameDialog.description')}
      submitLabel={t('users.renameDialog.submit')}
      pendingLabel={common('saving')}
      pending={update.isPending}
      formError={formError}
      onSubmit={(form) => void submit(form)}
      onCancel={onCancel}
    >
      <TextField
        label={t('users.name')}
        name="name"
        defaultValue={user.name}
        autoComplete="off"
        autoFocus
        hint={t('users.renameDialog.hint')}
        error={errors.name ? t('fieldError', { label: t('users.name'), message: errors.name }) : undefined}
      />
    </UserFormDialog>
  );
}
