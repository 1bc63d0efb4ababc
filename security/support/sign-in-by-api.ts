import type { APIRequestContext } from '@playwright/test';

/**
 * Signs in as next-auth's form does (CSRF token, urlencoded credentials, the site's Origin) without a browser.
 * Answers whether a session came of it.
 */
export async function signInByApi(
  context: APIRequestContext,
  origin: string,
  email: string,
  password: string,
): Promise<boolean> {
  const { csrfToken } = (await (await context.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await context.post('/api/auth/callback/credentials', {
    headers: { Origin: origin },
    form: { email, password, csrfToken, json: 'true' },
    maxRedirects: 0,
  });
  const session = (await (await context.get('/api/auth/session')).json()) as { user?: { email?: string } } | null;
  return session?.user?.email === email;
}
