import { expect, test, type APIRequestContext } from '@playwright/test';
import type { OrderPage } from '../lib/contracts';
import { readEmulator } from './support/emulator';
import { admin, expectNamed, setUpHostileInputCallers, viewer } from './support/hostile-input';
import { SECURITY_EMULATOR_URL } from './support/stack';
import { lastUpstreamCallId, upstreamCallsAfter } from './support/upstream-calls';

// Hostile text in the search boxes is searched for as the literal text it is, and nothing changes.

setUpHostileInputCallers();

/** At least one reservation in Slotboard's list of deleted ones: deleted at the emulator, learnt from its webhook. */
async function ensureDeletedReservation(admin: APIRequestContext, viewer: APIRequestContext) {
  const total = async () => ((await (await viewer.get('/api/deleted-reservations')).json()) as { total: number }).total;
  if ((await total()) > 0) return;
  const day = 86_400_000;
  const filter =
    `StartUtc ge ${new Date(Date.now() - 30 * day).toISOString()} and StartUtc lt ` +
    `${new Date(Date.now() + 30 * day).toISOString()}`;
  const [reservation] = await readEmulator<{ Id: string }[]>(
    admin,
    `/v3/demo/Reservations?$filter=${encodeURIComponent(filter)}&$top=1`,
  );
  expect(reservation, 'the emulator should hold a reservation to delete').toBeDefined();
  // Read through Slotboard first, so the mirror knows what it is about to lose.
  expect((await viewer.get(`/api/reservations/${reservation!.Id}`)).status()).toBe(200);
  const deleted = await admin.delete(`${SECURITY_EMULATOR_URL}/_emulator/reservations/${reservation!.Id}`);
  expect(deleted.ok(), await deleted.text()).toBe(true);
  await expect
    .poll(total, { message: 'the deletion should reach Slotboard through the webhook', timeout: 30_000 })
    .toBeGreaterThan(0);
}

test.describe('OData injection', () => {
  // What a search box sends, each an attempt to break out of the string literal or the query string of the $filter
  // Slotboard builds. Each must be searched for as the literal text it is: no order number contains any of them.
  const ATTEMPTS = [
    "'",
    "''",
    "' or 1 eq 1 or '",
    "x') or (1 eq 1",
    "') or true or contains(OrderNumber,'",
    "PO' or OrderNumber ne '",
    '&$filter=true',
    '$filter=OrderNumber ne null',
    '%27 or 1 eq 1 or %27',
    "'; $top=100000",
    "x'#",
    "x\\' or 1 eq 1",
  ];

  /** How the value must appear inside the logged $filter: lower-cased, quotes doubled (OData's escape). */
  const literal = (search: string) => `'${search.trim().toLowerCase().replaceAll("'", "''")}'`;

  test('every attempt in the order search is a literal search: escaped at the service, nothing found', async () => {
    for (const attempt of ATTEMPTS) {
      const before = await lastUpstreamCallId(admin);
      const response = await viewer.get(`/api/orders?search=${encodeURIComponent(attempt)}`);
      if (response.status() === 400) {
        await expectNamed(response, 'search', `search ${JSON.stringify(attempt)}`);
        continue;
      }
      expect(response.status(), `search ${JSON.stringify(attempt)}: ${await response.text()}`).toBe(200);
      const page = (await response.json()) as OrderPage;
      expect(page.total, `search ${JSON.stringify(attempt)} found orders: the text changed the filter`).toBe(0);
      // The call log is written beside the answer, not before it: wait for the line.
      const orderReads = async () => (await upstreamCallsAfter(admin, before)).filter((c) => /\/Order$/.test(c.path));
      await expect
        .poll(async () => (await orderReads()).length, {
          message: `search ${JSON.stringify(attempt)}: the order read should be logged under Admin → API calls`,
        })
        .toBeGreaterThan(0);
      const calls = await orderReads();
      for (const call of calls) {
        expect(
          call.query,
          `search ${JSON.stringify(attempt)}: the $filter must hold the text as one escaped literal`,
        ).toContain(`contains(tolower(OrderNumber),${literal(attempt)})`);
        // Outside the literal, the query is Slotboard's own: one $filter, no option the text tried to add.
        const outside = call.query.replace(literal(attempt), "''");
        expect(
          outside.match(/\$filter=/g)?.length,
          `search ${JSON.stringify(attempt)}: one $filter only in ${call.query}`,
        ).toBe(1);
        expect(outside, `search ${JSON.stringify(attempt)}: no $top smuggled in`).not.toContain('$top=100000');
      }
    }
  });

  test('the company search takes every attempt as literal text', async () => {
    for (const attempt of [...ATTEMPTS, '%', '_', '.*']) {
      const response = await viewer.get(`/api/companies?search=${encodeURIComponent(attempt)}`);
      expect(response.status(), `company search ${JSON.stringify(attempt)}`).toBe(200);
      const { companies } = (await response.json()) as { companies: { CompanyName: string }[] };
      const stray = companies.filter((c) => !c.CompanyName.toLowerCase().includes(attempt.trim().toLowerCase()));
      expect(
        stray.map((c) => c.CompanyName),
        `company search ${JSON.stringify(attempt)} found names without the text`,
      ).toEqual([]);
    }
  });

  test('the deleted-reservations and webhook searches take every attempt as literal text', async () => {
    // A wildcard taken as a pattern ('%' in LIKE) would match every row: there must be rows to match.
    await ensureDeletedReservation(admin, viewer);
    for (const attempt of [...ATTEMPTS, '%', '_', "'; drop table users; --"]) {
      for (const param of ['q', 'carrier']) {
        const response = await viewer.get(`/api/deleted-reservations?${param}=${encodeURIComponent(attempt)}`);
        expect(response.status(), `deleted ${param}=${JSON.stringify(attempt)}: ${await response.text()}`).toBe(200);
        expect(
          ((await response.json()) as { total: number }).total,
          `deleted ${param}=${JSON.stringify(attempt)} matched rows: the text was not taken literally`,
        ).toBe(0);
      }
      const inbox = await admin.get(`/api/admin/webhooks?search=${encodeURIComponent(attempt)}`);
      expect(inbox.status(), `webhook search ${JSON.stringify(attempt)}: ${await inbox.text()}`).toBe(200);
      expect(
        ((await inbox.json()) as { inbox: { total: number } }).inbox.total,
        `webhook search ${JSON.stringify(attempt)} matched events`,
      ).toBe(0);
    }
    // The sign-in still works: nothing above touched the users.
    expect((await admin.get('/api/admin/users')).status()).toBe(200);
  });

  test(
    'the reservation search refuses a query too short or too long naming q, and takes the rest as literal ' + 'text',
    async () => {
      await ensureDeletedReservation(admin, viewer);
      for (const q of ['', ' ', 'a', 'ab', '%', '_', '\\', "'", '%%%', '_-_', "' --", 'x'.repeat(500)]) {
        await expectNamed(
          await viewer.get(`/api/search?q=${encodeURIComponent(q)}`),
          'q',
          `search ${JSON.stringify(q.slice(0, 20))}`,
        );
      }
      await expectNamed(await viewer.get('/api/search'), 'q', 'search without q');
      // Letters and digits are what is searched; everything else, quotes and wildcards included, is dropped, never a
      // pattern.
      for (const attempt of [...ATTEMPTS, "zzq%' or 1=1 --", 'zz_q_\\', "'; drop table users; --"]) {
        const response = await viewer.get(`/api/search?q=${encodeURIComponent(attempt)}`);
        if (response.status() === 400) {
          await expectNamed(response, 'q', `search ${JSON.stringify(attempt)}`);
          continue;
        }
        expect(response.status(), `search ${JSON.stringify(attempt)}: ${await response.text()}`).toBe(200);
        const { key, hits } = (await response.json()) as { key: string; hits: { number: string; carrier: string }[] };
        expect(key, `search ${JSON.stringify(attempt)}`).toMatch(/^[a-z0-9]+$/);
        // A wildcard taken as a pattern would match rows whose fields do not hold the letters and digits typed.
        expect(hits.length, `search ${JSON.stringify(attempt)} (key ${key}) matched reservations`).toBe(0);
      }
      expect((await admin.get('/api/admin/users')).status()).toBe(200);
    },
  );
});
