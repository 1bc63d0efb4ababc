'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';

// Talks to next-auth's endpoints directly (rather than next-auth/react) so that the throttle's 429
// and its Retry-After reach the person signing in as a clear message.
async function signIn(email: string, password: string, callbackUrl: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const csrf = await fetch('/api/auth/csrf').then((r) => r.json() as Promise<{ csrfToken: string }>);
  const response = await fetch('/api/auth/callback/credentials', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, csrfToken: csrf.csrfToken, callbackUrl, json: 'true' }),
  });
  if (response.ok) return { ok: true };
  if (response.status === 401) return { ok: false, message: 'Wrong e-mail or password. Check both and try again.' };
  // The server's own words when it gave some: a 429 may be the throttle or a queue that is full, a 413 a form too large.
  const said = ((await response.json().catch(() => null)) as { error?: { message?: unknown } } | null)?.error?.message;
  if (typeof said === 'string' && said) return { ok: false, message: said };
  if (response.status === 429) {
    const wait = response.headers.get('Retry-After');
    return { ok: false, message: `Too many failed sign-ins. Wait ${wait ?? 'a few'} seconds, then try again.` };
  }
  return { ok: false, message: `Sign-in failed (status ${response.status}). Reload the page and try again.` };
}

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    try {
      const result = await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''), callbackUrl);
      if (result.ok) {
        window.location.assign(callbackUrl);
        return;
      }
      setError(result.message);
    } catch {
      setError('Slotboard is not answering. Check your connection and try again.');
    }
    setPending(false);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField label="E-mail" name="email" type="email" autoComplete="username" required autoFocus />
      <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
}
