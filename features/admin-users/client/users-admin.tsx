'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { personLabel, type PublicUser, type UpdateUserInput } from '@/lib/contracts';
import { useUpdateUser, useUsers } from './queries';
import { AddUserForm } from './add-user-form';
import { RenameUserDialog } from './rename-user-dialog';
import { ResetPasswordDialog } from './reset-password-dialog';
import { UsersTable } from './users-table';

interface Notice {
  tone: 'success' | 'error';
  text: string;
  undo?: { id: string; changes: UpdateUserInput };
}

export function UsersAdmin({ currentUserId }: { currentUserId: string }) {
  const t = useTranslations('admin');
  const errorMessage = useErrorMessage();
  const users = useUsers();
  const update = useUpdateUser();
  const router = useRouter();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirmDisable, setConfirmDisable] = useState<PublicUser | null>(null);
  const [confirmLink, setConfirmLink] = useState<PublicUser | null>(null);
  const [renaming, setRenaming] = useState<PublicUser | null>(null);
  const [resetting, setResetting] = useState<PublicUser | null>(null);
  // "5 minutes ago" moves on while the page stays open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);

  async function change(user: PublicUser, changes: UpdateUserInput, text: string, undo?: UpdateUserInput) {
    try {
      await update.mutateAsync({ id: user.id, changes });
      setNotice({ tone: 'success', text, undo: undo ? { id: user.id, changes: undo } : undefined });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  }

  async function undo(target: NonNullable<Notice['undo']>) {
    try {
      await update.mutateAsync(target);
      // The header shows one's own name from the server-rendered shell.
      if (target.id === currentUserId && target.changes.name !== undefined) router.refresh();
      setNotice({ tone: 'success', text: t('users.undone') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error) });
    }
  }

  return (
    <div className="space-y-6">
      <AddUserForm onCreated={(email) => setNotice({ tone: 'success', text: t('users.add.created', { email }) })} />

      {notice ? (
        <div className="flex items-start gap-3">
          <div className="flex-1">
            <Alert tone={notice.tone}>{notice.text}</Alert>
          </div>
          {notice.undo ? (
            <Button variant="secondary" size="sm" onClick={() => undo(notice.undo!)}>
              {t('users.undo')}
            </Button>
          ) : null}
        </div>
      ) : null}

      <section
        aria-labelledby="users-heading"
        className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      >
        <h2 id="users-heading" className="px-5 pt-4 text-base font-semibold">
          {t('users.heading')}
        </h2>
        {users.isPending ? (
          <div className="space-y-2 p-5" aria-label={t('users.loading')}>
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-8 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
            ))}
          </div>
        ) : users.isError ? (
          <div className="p-5">
            <Alert tone="error" title={t('users.loadFailed')}>
              {errorMessage(users.error)}{' '}
              <button type="button" className="underline" onClick={() => users.refetch()}>
                {t('tryAgain')}
              </button>
            </Alert>
          </div>
        ) : users.data.length === 0 ? (
          <p className="p-5 text-sm text-zinc-600 dark:text-zinc-400">{t('users.empty')}</p>
        ) : (
          <UsersTable
            users={users.data}
            currentUserId={currentUserId}
            now={now}
            busy={update.isPending}
            onChange={(user, changes, text, undo) => void change(user, changes, text, undo)}
            onRename={setRenaming}
            onResetPassword={setResetting}
            onDisable={setConfirmDisable}
            onAllowLink={setConfirmLink}
          />
        )}
      </section>

      <ConfirmDialog
        open={confirmDisable !== null}
        title={t('users.disableTitle', { who: confirmDisable ? personLabel(confirmDisable) : '' })}
        confirmLabel={t('users.disableConfirm')}
        onCancel={() => setConfirmDisable(null)}
        onConfirm={() => {
          const user = confirmDisable!;
          setConfirmDisable(null);
          void change(user, { disabled: true }, t('users.disabledNotice', { email: user.email }), { disabled: false });
        }}
      >
        {t('users.disableText', { who: confirmDisable ? personLabel(confirmDisable) : '' })}
      </ConfirmDialog>

      <ConfirmDialog
        open={confirmLink !== null}
        title={t('users.allowLinkTitle', { who: confirmLink ? personLabel(confirmLink) : '' })}
        confirmLabel={t('users.allowLinkConfirm')}
        onCancel={() => setConfirmLink(null)}
        onConfirm={() => {
          const user = confirmLink!;
          setConfirmLink(null);
          const allow = { companySignInLinkAllowed: true };
          void change(user, allow, t('users.linkAllowedNotice', { email: user.email }), {
            companySignInLinkAllowed: false,
          });
        }}
      >
        {t('users.allowLinkText', { email: confirmLink?.email ?? '' })}
      </ConfirmDialog>

      {renaming ? (
        <RenameUserDialog
          key={renaming.id}
          user={renaming}
          self={renaming.id === currentUserId}
          onCancel={() => setRenaming(null)}
          onRenamed={(user) => {
            const before = renaming;
            setRenaming(null);
            setNotice({
              tone: 'success',
              text: user.name
                ? t('users.renamed', { email: user.email, name: user.name })
                : t('users.unnamed', { email: user.email }),
              undo: { id: user.id, changes: { name: before.name } },
            });
          }}
        />
      ) : null}

      {resetting ? (
        <ResetPasswordDialog
          key={resetting.id}
          user={resetting}
          self={resetting.id === currentUserId}
          onCancel={() => setResetting(null)}
          onReset={(user) => {
            setResetting(null);
            setNotice({ tone: 'success', text: t('users.passwordReset', { who: personLabel(user) }) });
          }}
        />
      ) : null}
    </div>
  );
}
