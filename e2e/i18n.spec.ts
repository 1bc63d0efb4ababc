import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { signInAlert, signInAndWait } from './support/sign-in';

// The language: a person picks Čeština in the user menu (kept for their account, the page follows without signing
// out) and goes back to English; a browser that asks for Czech gets the sign-in page in Czech. The other specs run
// in English: Playwright's browsers ask for en-US. Each account here is made by the spec, so no other spec meets Czech.
test.use({ storageState: storageStateOf('admin') });

const SIGNED_OUT = { storageState: { cookies: [], origins: [] } };

async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId('signed-in-user').click();
  await page.getByRole('menuitem', { name }).click();
}

test('a person switches to Čeština in the user menu, keeps it after a reload, and switches back', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `i18n-${randomUUID().slice(0, 8)}@example.com`;
  const created = await page.request.post('/api/admin/users', {
    headers: { Origin: baseURL! },
    data: { email, name: 'Jana Nováková', role: 'viewer', password: 'jazyk-heslo-1' },
  });
  expect(created.status()).toBe(201);

  const context = await browser.newContext(SIGNED_OUT);
  const person = await context.newPage();
  await signInAndWait(person, email, 'jazyk-heslo-1');
  const html = person.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(person.getByTestId('signed-in-user')).toHaveText('Jana Nováková · Viewer (read only)');

  await chooseLanguage(person, 'Čeština');
  await expect(html).toHaveAttribute('lang', 'cs');
  const nav = person.getByRole('navigation', { name: 'Hlavní' });
  await expect(nav.getByRole('link', { name: 'Plán' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Objednávky' })).toBeVisible();
  await expect(person.getByTestId('signed-in-user')).toHaveText('Jana Nováková · Čtenář (jen pro čtení)');
  await expect(person.getByRole('button', { name: 'Odhlásit se' })).toBeVisible();
  await expect(person.getByRole('button', { name: /^Motiv podle systému/ })).toBeVisible();

  // Kept for the account, not the page: a reload (and any other device) reads it from the server.
  await person.reload();
  await expect(html).toHaveAttribute('lang', 'cs');
  await expect(nav.getByRole('link', { name: 'Přehledy' })).toBeVisible();
  await person.goto('/no-such-page');
  await expect(person.getByRole('heading', { name: 'Stránka nenalezena' })).toBeVisible();

  await person.goto('/schedule');
  await chooseLanguage(person, 'English');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(person.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Schedule' })).toBeVisible();
  await expect(person.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await context.close();
});

test(
  'a browser that asks for Czech gets the sign-in page in Czech, its messages too, and axe finds nothing ' + 'serious',
  async ({ browser }) => {
    const context = await browser.newContext({ ...SIGNED_OUT, locale: 'cs-CZ' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'cs');
    await expect(page).toHaveTitle('Přihlášení · Slotboard');
    await expect(page.getByRole('heading', { name: 'Přihlášení do Slotboardu' })).toBeVisible();
    await page.getByLabel('E-mail').fill(`nobody-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel('Heslo').fill('spatne-heslo');
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(signInAlert(page)).toHaveText('Nesprávný e-mail nebo heslo. Zkontrolujte obojí a zkuste to znovu.');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`),
    ).toEqual([]);
    await context.close();
  },
);
