'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { AppError, type ErrorCode } from '@/lib/errors';

type Failure =
  | { kind: 'wrong' }
  | { kind: 'throttled'; busy: boolean; seconds: number }
  | { kind: 'error'; error: AppError }
  | { kind: 'status'; status: number };

// Talks to next-auth's endpoints directly (rather than next-auth/react) so that the throttle's 429
// and its Retry-After reach the person signing in as a clear message.
async function signIn(email: string, password: string, callbackUrl: string): Promise<Failure | null> {
  const csrf = await fetch('/api/auth/csrf').then((r) => r.json() as Promise<{ csrfToken: string }>);
  const response = await fetch('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, csrfToken: csrf.csrfToken, callbackUrl, json: 'true' }),
  });
  if (response.ok) return null;
  if (response.status === 401) return { kind: 'wrong' };
  // The server's code when it gave one: a 429 may be the throttle or a queue that is full, a 413 a form too large.
  const said = (
    (await response.json().catch(() => null)) as {
      error?: { code?: unknown; message?: unknown; details?: unknown };
    } | null
  )?.error;
  const details = (said?.details ?? {}) as { reason?: unknown; retryAfterSeconds?: unknown };
  if (response.status === 429) {
    const seconds =
      typeof details.retryAfterSeconds === 'number'
        ? details.retryAfterSeconds
        : Number(response.headers.get('Retry-After')) || 0;
    return { kind: 'throttled', busy: details.reason === 'busy', seconds };
  }
  if (typeof said?.code === 'string')
    return { kind: 'error', error: new AppError(said.code as ErrorCode, String(said.message ?? ''), said.details) };
  return { kind: 'status', status: response.status };
}

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const t = useTranslations('auth');
  const errorMessage = useErrorMessage();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function describe(failure: Failure): string {
    switch (failure.kind) {
      case 'wrong':
        return t('wrongCredentials');
      case 'throttled':
        return t(failure.busy ? 'busy' : 'tooManyAttempts', { seconds: failure.seconds });
      case 'error':
        return errorMessage(failure.error);
      case 'status':
        return t('failed', { status: failure.status });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const failure = await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''), callbackUrl);
      if (!failure) {
        window.location.assign(callbackUrl);
        return;
      }
      setError(describe(failure));
    } catch {
      setError(
        errorMessage(new AppError('upstream_unavailable', 'Slotboard is not answering.', { reason: 'offline' })),
      );
    }
    setPending(false);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField label={t('email')} name="email" type="email" autoComplete="username" required autoFocus />
      <TextField label={t('password')} name="password" type="password" autoComplete="current-password" required />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
