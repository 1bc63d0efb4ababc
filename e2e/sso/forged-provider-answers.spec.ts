import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type { TamperMode } from '../../emulator/idp/build-idp';
import { setIdpTamper } from '../../emulator/idp/control-idp';
import { SESSION_COOKIE } from './company-sign-in-support';
import { SSO_BASE_URL, SSO_IDP_URL } from './stack';

// Company sign-in's way back from the provider (emulator/idp), step by step without a browser, with the provider's
// answers made wrong on purpose. Serial, as it was in company-sign-in.spec.ts.
test.describe.configure({ mode: 'serial' });

test.describe('a forged or wrong answer from the provider fails closed: no session cookie', () => {
  /**
   * From the dashboard's sign-in to the provider's redirect back, step by step without a browser, as sso-planner: the
   * callback URL the provider sends to, and the context holding the dashboard's state, PKCE and nonce cookies.
   */
  async function untilCallback(): Promise<{ api: APIRequestContext; callback: string }> {
    const api = await playwrightRequest.newContext({ baseURL: SSO_BASE_URL });
    const { csrfToken } = (await (await api.get('/api/auth/csrf')).json()) as { csrfToken: string };
    const started = await api.post('/api/auth/signin/oidc', {
      headers: { Origin: SSO_BASE_URL },
      form: { csrfToken, callbackUrl: `${SSO_BASE_URL}/schedule`, json: 'true' },
    });
    let next = ((await started.json()) as { url: string }).url;
    expect(next.startsWith(`${SSO_IDP_URL}/auth?`)).toBe(true);
    expect(new URL(next).searchParams.get('code_challenge_method')).toBe('S256');
    expect(new URL(next).searchParams.get('nonce')).toBeTruthy();
    for (let step = 0; step < 10; step++) {
      const answer = await api.get(next, { maxRedirects: 0 });
      let location = answer.headers().location;
      if (answer.status() === 200) {
        // The provider's login page: any login name, any password.
        const action = /action="([^"]+)"/.exec(await answer.text())?.[1]?.replaceAll('&amp;', '&');
        expect(action).toBeTruthy();
        const posted = await api.post(new URL(action!, next).href, {
          form: { prompt: 'login', login: 'sso-planner', password: 'x' },
          maxRedirects: 0,
        });
        location = posted.headers().location;
      }
      expect(location).toBeTruthy();
      next = new URL(location!, next).href;
      if (next.startsWith(`${SSO_BASE_URL}/api/auth/callback/oidc?`)) return { api, callback: next };
    }
    throw new Error('the provider never sent the person back');
  }

  async function expectRefused(api: APIRequestContext, callback: string) {
    const answer = await api.get(callback, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    // next-auth's error page, which sends the person on to the sign-in page with the error named.
    expect(answer.headers().location).toMatch(/\/api\/auth\/error\?error=|\/login\?error=/);
    expect(
      answer.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie' && SESSION_COOKIE.test(h.value)),
    ).toEqual([]);
    expect(await (await api.get('/api/auth/session')).json()).toEqual({});
  }

  test('the same steps untouched do sign in (the control)', async () => {
    const { api, callback } = await untilCallback();
    const answer = await api.get(callback, { maxRedirects: 0 });
    expect(answer.headers().location).toBe(`${SSO_BASE_URL}/schedule`);
    expect(
      answer.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie' && SESSION_COOKIE.test(h.value)),
    ).toBe(true);
    expect(await (await api.get('/api/auth/session')).json()).toMatchObject({
      user: { email: 'sso-planner@example.com' },
    });
    await api.dispose();
  });

  test('a tampered state', async () => {
    const { api, callback } = await untilCallback();
    const url = new URL(callback);
    const state = url.searchParams.get('state')!;
    url.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`);
    await expectRefused(api, url.href);
    await api.dispose();
  });

  for (const [mode, what] of [
    ['nonce', 'an ID token with another nonce'],
    ['issuer', 'an ID token from another issuer'],
    ['audience', 'an ID token for another audience'],
    ['signature', 'an ID token whose signature was tampered with'],
  ] as [TamperMode, string][]) {
    test(what, async () => {
      const { api, callback } = await untilCallback();
      await setIdpTamper(SSO_IDP_URL, mode);
      try {
        await expectRefused(api, callback);
      } finally {
        await setIdpTamper(SSO_IDP_URL, 'none');
        await api.dispose();
      }
    });
  }
});
