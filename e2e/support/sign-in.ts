import { expect, type Browser, type Page } from '@playwright/test';
import type { Role } from '../../lib/contracts';
import { ACCOUNTS } from './accounts';

/** Signs in through the real form, as a person would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  // Exactly: beside it the page may offer "Sign in with <company provider>".
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signInAndWait(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

/** The sign-in form's own message (Next.js also keeps an empty role=alert route announcer on every page). */
export function signInAlert(page: Page) {
  return page.locator('form').getByRole('alert');
}

/** Signs each role in through the form in its own browser context and saves the session where `pathOf` says. */
export async function saveSessions(browser: Browser, roles: readonly Role[], pathOf: (role: Role) => string) {
  for (const role of roles) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAndWait(page, ACCOUNTS[role].email, ACCOUNTS[role].password);
    await context.storageState({ path: pathOf(role) });
    await context.close();
  }
}
