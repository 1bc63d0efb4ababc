'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

// The sign-in page's "Sign in with <provider>": asks next-auth (with its CSRF token) where the provider's sign-in is,
// then goes there. Not a plain form post: the page's Content-Security-Policy (form-action 'self') would stop a form
// whose answer redirects to the provider.
export function SsoSignInButton({ name, callbackUrl }: { name: string; callbackUrl: string }) {
  const t = useTranslations('sso.signIn');
  const [pending, setPending] = useState(false);
  const [failedStatus, setFailedStatus] = useState<number | null>(null);

  async function start() {
    setPending(true);
    setFailedStatus(null);
    try {
      const csrf = await fetch('/api/auth/csrf').then((r) => r.json() as Promise<{ csrfToken: string }>);
      const response = await fetch('/api/auth/signin/oidc', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ csrfToken: csrf.csrfToken, callbackUrl, json: 'true' }),
      });
      const answer = (await response.json().catch(() => null)) as { url?: unknown } | null;
      if (response.ok && typeof answer?.url === 'string') {
        window.location.assign(answer.url);
        return;
      }
      setFailedStatus(response.status);
    } catch {
      setFailedStatus(0);
    }
    setPending(false);
  }

  return (
    <div className="space-y-2">
      {failedStatus !== null ? <Alert tone="error">{t('unavailable', { status: failedStatus })}</Alert> : null}
      <Button variant="secondary" className="w-full" disabled={pending} onClick={start}>
        {pending ? t('starting', { name }) : t('button', { name })}
      </Button>
    </div>
  );
}
