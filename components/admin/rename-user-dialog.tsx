'use client';

// Admin → Users: a person's display name. Renaming oneself refreshes the server-rendered page shell, whose header
// shows the name, so the new one shows at once.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { TextField } from '@/components/ui/field';
import { fieldErrors } from '@/lib/api-client';
import { type PublicUser, ZUpdateUser } from '@/lib/contracts';
import { useUpdateUser } from '@/lib/queries';
import { UserFormDialog } from './user-form-dialog';

interface RenameUserDialogProps {
  user: PublicUser;
  self: boolean;
  onCancel: () => void;
  onRenamed: (user: PublicUser) => void;
}

export function RenameUserDialog({ user, self, onCancel, onRenamed }: RenameUserDialogProps) {
  const update = useUpdateUser();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(form: HTMLFormElement) {
    // The schema the route applies, so the message is the same whichever side catches the problem.
    const parsed = ZUpdateUser.safeParse({ name: new FormData(form).get('name') ?? '' });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'name'), i.message])));
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
      setErrors(fieldErrors(error));
      setFormError(error instanceof Error ? error.message : 'The name was not saved. Try again.');
    }
  }

  return (
    <UserFormDialog
      title={self ? 'Rename yourself' : `Rename ${user.email}`}
      description={
        self
          ? 'The new name shows in the header and in the history of every reservation you change from now on.'
          : 'The new name shows in their header and in the history of every reservation they change from now on.'
      }
      submitLabel="Save name"
      pendingLabel="Saving…"
      pending={update.isPending}
      formError={formError}
      onSubmit={(form) => void submit(form)}
      onCancel={onCancel}
    >
      <TextField
        label="Name"
        name="name"
        defaultValue={user.name}
        autoComplete="off"
        autoFocus
        hint="Leave empty to show the e-mail address instead."
        error={errors.name ? `Name: ${errors.name}` : undefined}
      />
    </UserFormDialog>
  );
}
