import { createHmac, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storageStateOf } from './support/accounts';
import { E2E_BASE_URL } from './support/stack';

// Every admin page, in the light and the dark theme, once its data has loaded: no serious or critical axe violation
// (WCAG 2.0/2.1 A and AA rules), plus one interactive state where it is cheap to reach (an error shown, a dialog open).
test.use({ storageState: storageStateOf('admin') });

interface AdminPage {
  path: string;
  /** Waits for what only shows once the page's data has arrived. */
  loaded?: (page: Page) => Promise<void>;
  /** Another state of the same page worth scanning; returns its name for the failure message. */
  interact?: (page: Page) => Promise<string>;
}

const PAGES: AdminPage[] = [
  { path: '/admin' },
  {
    path: '/admin/users',
    loaded: async (page) => {
      await expect(page.getByRole('table').or(page.getByText('No users yet')).first()).toBeVisible();
    },
    interact: async (page) => {
      // The add-user form sent empty: each required field shows its message.
      const form = page.getByRole('form', { name: 'Add a user' });
      await form.getByRole('button', { name: 'Add user' }).click();
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      return 'the add-user form with its validation errors';
    },
  },
  {
    path: '/admin/connection',
    loaded: async (page) => {
      await expect(page.getByRole('tabpanel').first()).toBeVisible();
    },
  },
  {
    path: '/admin/api-calls',
    loaded: async (page) => {
      await expect(
        page.getByRole('table', { name: 'Upstream API calls' }).or(page.getByTestId('no-calls')),
      ).toBeVisible();
    },
  },
  {
    path: '/admin/webhooks',
    loaded: async (page) => {
      await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
    },
    interact: async (page) => {
      // One event in the inbox (on a fresh stack there is none, and an empty inbox explains how to subscribe instead),
      // then a search that matches nothing: the empty state says so and offers the way back.
      await sendTestEvent(page);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
      await page.getByLabel('Event or reservation id').fill(randomUUID());
      await page.getByRole('button', { name: 'Find' }).click();
      const empty = page.getByTestId('inbox-empty');
      await expect(empty).toContainText('nor is about it');
      await expect(empty.getByRole('button', { name: 'Show every event' })).toBeVisible();
      return 'the inbox searched for an id nothing has';
    },
  },
  {
    path: '/admin/sync',
    loaded: async (page) => {
      await expect(page.getByRole('form', { name: 'Schedule' })).toBeVisible();
    },
    interact: async (page) => {
      // Validated in the browser by the server's schema: nothing is saved.
      const form = page.getByRole('form', { name: 'Schedule' });
      await form.getByLabel('Run every (minutes)').fill('0');
      await form.getByRole('button', { name: 'Save schedule' }).click();
      await expect(form.getByText('must be at least 1 minute')).toBeVisible();
      return 'the schedule form with a validation error';
    },
  },
  { path: '/admin/activity' },
];

/** A `webhook.test` event signed with the emulator's subscription secret, which the connection spec stored. */
async function sendTestEvent(page: Page) {
  const raw = JSON.stringify({
    schemaVersion: '1.0',
    eventId: randomUUID(),
    event: 'webhook.test',
    tenantId: randomUUID(),
    occurredAt: new Date().toISOString(),
    data: { id: randomUUID() },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac('sha256', 'demo-webhook-secret').update(`${timestamp}.${raw}`).digest('hex')}`;
  const answer = await page.request.post('/api/webhooks', {
    headers: { 'Content-Type': 'application/json', 'X-SVC-Timestamp': timestamp, 'X-SVC-Signature': signature },
    data: raw,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Scans the page as it stands; the violations that matter, one actionable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

for (const theme of ['light', 'dark'] as const) {
  for (const { path, loaded, interact } of PAGES) {
    test(`${path} has no serious or critical accessibility violation in the ${theme} theme`, async ({
      page,
      context,
    }) => {
      await context.addCookies([{ name: 'slotboard-theme', value: theme, url: E2E_BASE_URL }]);
      const answer = await page.goto(path);
      expect(answer?.status(), `${path} answered ${answer?.status()}`).toBeLessThan(400);
      await expect(page.locator('html')).toHaveClass(theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await loaded?.(page);
      // No skeleton left: every admin list shows a pulsing block or a "Loading …" label until its data is in.
      await expect(
        page.locator('main .animate-pulse, main [aria-label^="Loading"], main [aria-busy="true"]'),
      ).toHaveCount(0);

      expect.soft(await seriousViolations(page), `${path}, ${theme} theme, as loaded`).toEqual([]);
      if (interact) {
        const state = await interact(page);
        expect.soft(await seriousViolations(page), `${path}, ${theme} theme, ${state}`).toEqual([]);
      }
    });
  }
}
