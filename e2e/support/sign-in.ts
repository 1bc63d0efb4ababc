import { expect, type Page } from '@playwright/test';

/** Signs in through the real form, as a person would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAndWait(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page.getByTestId('signed-in-user')).toBeVisible();
}

/** The sign-in form's own message (Next.js also keeps an empty role=alert route announcer on every page). */
export function signInAlert(page: Page) {
  return page.locator('form').getByRole('alert');
}
