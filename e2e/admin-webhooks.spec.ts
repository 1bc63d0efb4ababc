import { createHmac, randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { WebhookEvent, WebhookOverview } from '../features/webhooks';
import { storageStateOf } from './support/accounts';
import { emulatorGet } from './support/emulator';
import { E2E_BASE_URL, E2E_EMULATOR_URL } from './support/stack';

// Admin → Webhooks against the running stack: a refused delivery counted under its reason, an event of the sandbox
// (a non-active environment) that cannot be processed dies and is replayed from the page, and the page in both themes.
test.use({ storageState: storageStateOf('admin') });

// The emulator's subscription secret, which the connection spec saved for the active (emulator) environment.
const EMULATOR_SECRET = 'demo-webhook-secret';
const SANDBOX_SECRET = 'e2e-sandbox-webhook-secret';
// Nothing listens on the discard port: the sandbox's service cannot be reached there.
const UNREACHABLE = 'http://127.0.0.1:9';

/** A payload of the service's shape (spec §6.2) with its signature headers (§6.3), signed with `secret`. */
function delivery(event: string, id: string, secret: string) {
  const body = {
    schemaVersion: '1.0',
    eventId: randomUUID(),
    event,
    tenantId: randomUUID(),
    occurredAt: new Date().toISOString(),
    data: { id },
  };
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`;
  return {
    eventId: body.eventId,
    raw,
    headers: { 'Content-Type': 'application/json', 'X-SVC-Timestamp': timestamp, 'X-SVC-Signature': signature },
  };
}

async function overview(api: APIRequestContext, query = ''): Promise<WebhookOverview> {
  const answer = await api.get(`/api/admin/webhooks${query}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as WebhookOverview;
}

const inboxEvent = async (api: APIRequestContext, eventId: string): Promise<WebhookEvent | undefined> =>
  (await overview(api, `?search=${eventId}`)).inbox.events.find((e) => e.eventId === eventId);

/** Saves the sandbox connection at `baseUrl` with the demo API user; `addSecret` adds the sandbox's webhook secret. */
async function saveSandbox(api: APIRequestContext, baseUrl: string, addSecret: boolean) {
  const answer = await api.put('/api/admin/connection/sandbox', {
    headers: { Origin: E2E_BASE_URL },
    data: {
      baseUrl,
      tenant: 'demo',
      authMethod: 'bearer',
      username: 'api',
      password: 'api-password',
      webhookSecrets: addSecret ? { add: SANDBOX_SECRET } : {},
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a delivery with a wrong signature is refused and counted under its reason', async ({ page }) => {
  const api = page.request;
  const before = (await overview(api)).refusals.find((r) => r.reason === 'signature_mismatch')?.count ?? 0;
  const bogus = delivery('reservation.updated', randomUUID(), 'a-secret-no-environment-has');
  const answer = await api.post('/api/webhooks', { headers: bogus.headers, data: bogus.raw });
  expect(answer.status()).toBe(401);
  expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('invalid_signature');

  await page.goto('/admin/webhooks');
  const row = page.getByRole('region', { name: 'Refused deliveries' }).locator('[data-reason="signature_mismatch"]');
  await expect(row).toContainText('Signature does not match');
  await expect(row).toContainText('X-SVC-Signature does not match');
  await expect(row.getByTestId('refusal-count')).toHaveText(String(before + 1));
  // Nothing of it reached the inbox.
  expect(await inboxEvent(api, bogus.eventId)).toBeUndefined();
});

test(
  'an event of the sandbox that cannot be processed dies, and is replayed from the page once the sandbox is ' +
    'reachable',
  async ({ page }) => {
    test.setTimeout(150_000);
    const api = page.request;
    const { value } = await emulatorGet<{ value: { Id: string }[] }>(
      api,
      '/odata/v1/demo/Reservation?$top=1&$select=Id',
    );
    const reservationId = value[0]!.Id;

    // Signed with the sandbox's secret while the emulator is active: kept for the sandbox, whose service is
    // unreachable.
    await saveSandbox(api, UNREACHABLE, true);
    const event = delivery('reservation.updated', reservationId, SANDBOX_SECRET);
    const answer = await api.post('/api/webhooks', { headers: event.headers, data: event.raw });
    expect(answer.status(), await answer.text()).toBe(200);
    expect((await inboxEvent(api, event.eventId))?.environment).toBe('sandbox');
    // The e2e stack gives up after two attempts (WEBHOOK_MAX_ATTEMPTS in playwright.config.ts), the second 5 s later.
    await expect
      .poll(async () => (await inboxEvent(api, event.eventId))?.status, { timeout: 60_000, intervals: [1_000] })
      .toBe('dead');

    await page.goto('/admin/webhooks');
    await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^Dead/ }).click();
    const row = page.locator(`tr[data-event-id="${event.eventId}"]`);
    await expect(row).toContainText('Sandbox');
    await expect(row).toContainText('Dead');
    await row.getByRole('button', { name: `Details of event ${event.eventId}` }).click();
    await expect(page.getByText(/^gave up after 2 attempts: .*could not be reached/)).toBeVisible();
    await expect(page.getByLabel(`Payload of event ${event.eventId}`)).toContainText(`"id": "${reservationId}"`);

    // The sandbox is reachable again (the emulator), and the admin replays the event.
    await saveSandbox(api, E2E_EMULATOR_URL, false);
    await row.getByRole('button', { name: `Replay event ${event.eventId}` }).click();
    await page.getByRole('dialog', { name: 'Replay this dead event?' }).getByRole('button', { name: 'Replay' }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 event queued for processing.' })).toBeVisible();

    // Found by its id whatever arrived since: processed, without an error.
    await page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^All/ }).click();
    await page.getByLabel('Event or reservation id').fill(event.eventId);
    await page.getByRole('button', { name: 'Find' }).click();
    const found = page.locator(`tr[data-event-id="${event.eventId}"]`);
    await expect(found).toHaveAttribute('data-status', 'processed', { timeout: 30_000 });
    await expect(found).toContainText('Processed');
    expect(await inboxEvent(api, event.eventId)).toMatchObject({
      environment: 'sandbox',
      status: 'processed',
      lastError: null,
      deadAt: null,
    });
  },
);

for (const theme of ['light', 'dark'] as const) {
  test(`Admin → Webhooks has no serious or critical accessibility violation in the ${theme} theme`, async ({
    page,
    context,
  }) => {
    const api = page.request;
    // Something in each part of the page: a processed event and a refusal.
    const sent = delivery('webhook.test', randomUUID(), EMULATOR_SECRET);
    expect((await api.post('/api/webhooks', { headers: sent.headers, data: sent.raw })).status()).toBe(200);
    const bogus = delivery('webhook.test', randomUUID(), 'a-secret-no-environment-has');
    expect((await api.post('/api/webhooks', { headers: bogus.headers, data: bogus.raw })).status()).toBe(401);

    await context.addCookies([{ name: 'slotboard-theme', value: theme, url: E2E_BASE_URL }]);
    await page.goto('/admin/webhooks');
    await expect(page.locator('html')).toHaveClass(theme);
    await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
    await expect(page.locator(`tr[data-event-id="${sent.eventId}"]`)).toBeVisible();
    await page.getByRole('button', { name: `Details of event ${sent.eventId}` }).click();
    await expect(page.getByLabel(`Payload of event ${sent.eventId}`)).toBeVisible();

    const result = await new AxeBuilder({ page }).analyze();
    const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      bad.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
    ).toEqual([]);
  });
}
