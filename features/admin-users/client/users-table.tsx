'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { Table, type TableColumn } from '@/components/ui/table';
import { type PublicUser, type Role, ROLES, type UpdateUserInput } from '@/lib/contracts';
import { LastSignIn } from './last-sign-in';

const CELL = 'px-5 py-2';
const HEADER = 'px-5 py-2 font-medium';
const DISABLED_BADGE =
  'rounded-full bg-zinc-200 px-2 py-0.5 text-xs font-medium text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200';
const ACTIVE_BADGE =
  'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900 dark:bg-green-900 dark:text-green-100';

interface UsersTableProps {
  users: PublicUser[];
  currentUserId: string;
  now: number;
  /** A change is under way: every control waits. */
  busy: boolean;
  /** Apply `changes`, then say `text`, offering `undo` (the changes that put it back). */
  onChange: (user: PublicUser, changes: UpdateUserInput, text: string, undo?: UpdateUserInput) => void;
  onRename: (user: PublicUser) => void;
  onResetPassword: (user: PublicUser) => void;
  onDisable: (user: PublicUser) => void;
  /** Asks to confirm, then allows the next company sign-in with this account's e-mail to link it. */
  onAllowLink: (user: PublicUser) => void;
}

/** Every user: e-mail, name, role (changed in place), status, last sign-in, and what an admin can do to them. */
export function UsersTable(props: UsersTableProps) {
  const { currentUserId, busy, onChange } = props;
  const t = useTranslations('admin.users');
  const roles = useTranslations('roles');
  const column = (id: string, header: ReactNode, cell: TableColumn<PublicUser>['cell']): TableColumn<PublicUser> => ({
    id,
    header,
    cell,
    headerClassName: HEADER,
    cellClassName: CELL,
  });
  const columns = [
    column('email', t('email'), (user) => (
      <>
        {user.email}
        {user.id === currentUserId ? (
          <span className="ml-2 text-xs text-zinc-500 dark:text-zinc-400">{t('you')}</span>
        ) : null}
      </>
    )),
    column('name', t('name'), (user) => (
      <div className="flex items-center gap-2">
        <span>{user.name || <span className="text-zinc-600 dark:text-zinc-400">—</span>}</span>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={() => props.onRename(user)}
          aria-label={t('renameUser', { email: user.email })}
        >
          {t('rename')}
        </Button>
      </div>
    )),
    column('role', t('role'), (user) => {
      const self = user.id === currentUserId;
      return (
        <Select
          size="xs"
          aria-label={t('roleOf', { email: user.email })}
          value={user.role}
          disabled={self || busy}
          title={self ? t('ownRole') : undefined}
          onChange={(e) => {
            const role = e.target.value as Role;
            onChange(user, { role }, t('roleChanged', { email: user.email, role }), { role: user.role });
          }}
          className="disabled:opacity-60"
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {roles(r)}
            </option>
          ))}
        </Select>
      );
    }),
    column('status', t('status'), (user) =>
      user.disabled ? (
        <span className={DISABLED_BADGE}>{t('disabled')}</span>
      ) : (
        <span className={ACTIVE_BADGE}>{t('active')}</span>
      ),
    ),
    column('companySignIn', t('companySignIn'), (user) => <CompanySignIn user={user} {...props} />),
    column('lastSignIn', t('lastSignIn'), (user) => <LastSignIn iso={user.lastSignedInAt} now={props.now} />),
    column('actions', <span className="sr-only">{t('actions')}</span>, (user) => (
      <UserActions user={user} {...props} />
    )),
  ];
  return (
    <Table
      rows={props.users}
      columns={columns}
      getRowId={(user) => user.id}
      className="mt-2 w-full text-left text-sm"
    />
  );
}

/**
 * Linked, allowed to link at the next company sign-in, or neither: an account with a password or an administrator's is
 * linked only once an administrator has allowed it here (lib/auth/sign-in-with-oidc.ts).
 */
function CompanySignIn({ user, busy, onChange, onAllowLink }: UsersTableProps & { user: PublicUser }) {
  const t = useTranslations('admin.users');
  if (user.companySignIn) return <span>{t('linked')}</span>;
  const allowed = user.companySignInLinkAllowed;
  const withdraw = () => onChange(user, { companySignInLinkAllowed: false }, t('linkWithdrawn', { email: user.email }));
  return (
    <div className="flex items-center gap-2">
      <span className="text-zinc-600 dark:text-zinc-400">{t(allowed ? 'linkAllowed' : 'notLinked')}</span>
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        onClick={() => (allowed ? withdraw() : onAllowLink(user))}
        aria-label={t(allowed ? 'withdrawLinkOf' : 'allowLinkOf', { email: user.email })}
      >
        {t(allowed ? 'withdrawLink' : 'allowLink')}
      </Button>
    </div>
  );
}

function UserActions({
  user,
  currentUserId,
  busy,
  onChange,
  onResetPassword,
  onDisable,
}: UsersTableProps & { user: PublicUser }) {
  const t = useTranslations('admin.users');
  const self = user.id === currentUserId;
  return (
    <div className="flex justify-end gap-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() => onResetPassword(user)}
        aria-label={t('resetPasswordOf', { email: user.email })}
      >
        {t('resetPassword')}
      </Button>
      {user.disabled ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={() => onChange(user, { disabled: false }, t('enabled', { email: user.email }), { disabled: true })}
          aria-label={t('enableUser', { email: user.email })}
        >
          {t('enable')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          disabled={self || busy}
          title={self ? t('ownAccount') : undefined}
          onClick={() => onDisable(user)}
          aria-label={t('disableUser', { email: user.email })}
        >
          {t('disable')}
        </Button>
      )}
    </div>
  );
}
