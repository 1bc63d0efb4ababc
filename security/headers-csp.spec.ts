import { expect, test } from '@playwright/test';
import { signInAndWait } from '../e2e/support/sign-in';
import { ACCOUNTS, storageStateOf } from './support/accounts';
import { watchCsp } from './support/watch-csp';

// The Content-Security-Policy holds in Chromium: an injected inline script does not run and is reported, and the app
// still works under it (the headers themselves: headers.spec.ts).

test.describe('the policy holds in Chromium', () => {
  test.use({ storageState: storageStateOf('planner') });

  test('an inline script injected into the served page does not run, and the violation is reported', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __violations: string[] };
      w.__violations = [];
      document.addEventListener('securitypolicyviolation', (e) => w.__violations.push(e.effectiveDirective));
    });
    const csp = watchCsp(page);
    // The real answer, its CSP header untouched, with markup an attacker might get into it: an inline script, an
    // inline event handler and a script from another origin.
    await page.route('**/schedule', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '<head>',
        '<head><script>window.__pwned=1</script><img src="/nothing.png" onerror="window.__pwnedByHandler=1" ' +
          'alt=""><script src="https://evil.example/x.js"></script>',
      );
      expect(response.headers()['content-security-policy']).toContain("'nonce-");
      await route.fulfill({ response, body: html });
    });
    await page.goto('/schedule');
    // The page's own, nonce-bearing scripts still run: it hydrates and shows the grid.
    await expect(page.getByTestId('signed-in-user')).toBeVisible();
    await expect(page.getByTestId('schedule-rows')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(
      await page.evaluate(() => (window as unknown as { __pwnedByHandler?: number }).__pwnedByHandler),
    ).toBeUndefined();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))
      .toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
    // Chromium's wording: "Executing inline script violates …" (older versions: "Refused to execute inline script …").
    await expect
      .poll(() => csp.join('\n'))
      .toMatch(/(Executing inline script violates|Refused to execute inline script).*Content Security Policy/);
    expect(csp.join('\n')).toMatch(/inline event handler/);
  });

  test('the app works under the policy: sign in through the form, the schedule renders, no CSP reports', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const page = await context.newPage();
    const csp = watchCsp(page);
    await signInAndWait(page, ACCOUNTS.planner.email, ACCOUNTS.planner.password);
    await page.goto('/schedule');
    await expect(page.getByTestId('schedule-rows')).toBeVisible();
    await expect(page.getByRole('group', { name: /^Ramp / }).first()).toBeVisible();
    for (const link of ['Orders', 'Deleted', 'Schedule']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`/${link.toLowerCase()}`));
    }
    await expect(page.getByTestId('schedule-rows')).toBeVisible();
    expect(csp).toEqual([]);
    await context.close();
  });
});
