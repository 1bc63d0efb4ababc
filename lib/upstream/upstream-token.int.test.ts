// Against an emulator issuing 600-second tokens and 5-entity OData pages (own emulator on 4116): tokens renewed
// from their exp by the client's injected clock (no waiting on the wall clock), and OData lists followed
// through @odata.nextLink.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, getToken } from '@/emulator/testing/call-service';
import { spawnEmulator, type SpawnedEmulator } from '@/emulator/testing/spawn-emulator';
import { readTokenExpiry } from './read-token-expiry';
import { makeClient } from './testing/upstream-test-kit';

const PORT = 4116;
const TOKEN_TTL_S = 600;
let dataDir: string;
let emulator: SpawnedEmulator;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-upstream-token-'));
  emulator = await spawnEmulator({
    port: PORT,
    dataDir,
    args: ['--reset'],
    env: { EMULATOR_TOKEN_TTL_S: String(TOKEN_TTL_S), EMULATOR_ODATA_PAGE_SIZE: '5', EMULATOR_WEBHOOK_URL: '' },
  });
});

afterAll(async () => {
  await emulator?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('token expiry mid-session', () => {
  it(
    'renews from the JWT exp (60 s before it for a 600 s token), one renewal shared by concurrent ' + 'callers',
    async () => {
      // The client's clock is driven by the test; the emulator's is real, so its tokens stay valid throughout.
      let aheadMs = 0;
      const { client, calls } = makeClient(emulator.url, {}, { now: () => Date.now() + aheadMs });
      const tokenCalls = () => calls.filter((c) => c.path === '/v1/demo/Token').length;
      // concurrent callers, so a renewal happens while the others wait for the same token
      const burst = () => Promise.all([client.ping(), client.listUnits(), client.listResources()]);

      // the exp the client reads is the configured lifetime away (whole seconds)
      const exp = readTokenExpiry(await getToken(emulator.url));
      expect(exp).not.toBeNull();
      expect(exp! - Date.now()).toBeGreaterThan((TOKEN_TTL_S - 5) * 1000);
      expect(exp! - Date.now()).toBeLessThanOrEqual((TOKEN_TTL_S + 1) * 1000);

      await burst();
      expect(tokenCalls()).toBe(1);

      // renewal is due at exp - min(60 s, 20% of 600 s) = 540 s after issue: at 500 s the token is still used
      aheadMs = 500_000;
      await burst();
      expect(tokenCalls()).toBe(1);

      // at 560 s it is due: the burst makes one token request, and the new token is then reused
      aheadMs = 560_000;
      await burst();
      expect(tokenCalls()).toBe(2);
      await burst();
      expect(tokenCalls()).toBe(2);

      expect(calls.filter((c) => c.status === 401)).toEqual([]);
      expect(calls.every((c) => c.status === 200)).toBe(true);
    },
  );
});

describe('token expiry mid-session with the emulator issuing 5-second tokens', () => {
  it(
    'replaces a token that has really expired at the service before using it again: no 401 reaches a ' + 'call',
    async () => {
      await call(emulator.url, 'PUT', '/_emulator/faults', { body: { tokenTtlS: 5 } });
      try {
        const { client, calls } = makeClient(emulator.url);
        await client.listResources();
        const first = readTokenExpiry(await getToken(emulator.url));
        expect(first! - Date.now()).toBeLessThanOrEqual(5_000);
        // Past the first token's exp: the service would now refuse it (no speed is asserted, only the order of calls).
        await new Promise((r) => setTimeout(r, 5_500));
        await client.listResources();
        expect(calls.map((c) => `${c.method} ${c.path} ${c.status}`)).toEqual([
          'POST /v1/demo/Token 200',
          'GET /v3/demo/Resources 200',
          'POST /v1/demo/Token 200',
          'GET /v3/demo/Resources 200',
        ]);
      } finally {
        await call(emulator.url, 'DELETE', '/_emulator/faults');
      }
    },
  );
});

describe('OData paging', () => {
  it('follows @odata.nextLink to the end, keeping the filter', async () => {
    const { client, calls } = makeClient(emulator.url);
    const companies = await client.listCompanies();
    expect(companies).toHaveLength(14);
    expect(new Set(companies.map((c) => c.Id)).size).toBe(14);
    expect(calls.filter((c) => c.path === '/odata/v1/demo/Company').map((c) => c.recordCount)).toEqual([5, 5, 4]);
  });

  it('reads one page of a query across server pages smaller than it, with the total', async () => {
    const { client, calls } = makeClient(emulator.url);
    const query = { inCart: true, sort: 'number', dir: 'asc' } as const;
    const first = await client.findOrders({ ...query, skip: 0, top: 7 });
    const second = await client.findOrders({ ...query, skip: 7, top: 7 });
    expect(first.items).toHaveLength(7);
    expect(first.more).toBe(true);
    expect(first.items.every((o) => !o.ExistsInReservation)).toBe(true);
    expect(first.total).toBeGreaterThan(7);
    // Pages neither repeat nor skip an order, in the order asked for.
    const numbers = [...first.items, ...second.items].map((o) => o.OrderNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual([...numbers].sort());
    // Eight asked (one to tell whether more follow) at five per server page: two reads, and no third.
    const orderReads = calls.filter((c) => c.path.startsWith('/odata/v1/demo/Order'));
    expect(orderReads.map((c) => c.recordCount)).toEqual([5, 3, 5, 3]);
    expect(orderReads[0]!.query).toContain('$count=true');
  });
});
