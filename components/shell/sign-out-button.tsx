'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

const SIGN_OUT =
  'rounded-md px-2.5 py-1 text-sm text-zinc-700 hover:bg-zinc-200 ' + 'dark:text-zinc-200 dark:hover:bg-zinc-800';

export function SignOutButton() {
  const t = useTranslations('shell');
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      const { csrfToken } = (await fetch('/api/auth/csrf').then((r) => r.json())) as { csrfToken: string };
      await fetch('/api/auth/signout', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrfToken, json: 'true' }),
      });
    } finally {
      // A full page load on purpose: it drops every cached query of the user who just left.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign('/login');
    }
  }

  return (
    <button type="button" onClick={signOut} disabled={pending} className={SIGN_OUT}>
      {pending ? t('signingOut') : t('signOut')}
    </button>
  );
}
