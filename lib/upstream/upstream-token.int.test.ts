// Against an emulator issuing 5-second tokens and 5-entity OData pages (own emulator on 4116): tokens renewed
// before expiry with no 401s, and OData lists followed through @odata.nextLink.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnEmulator, type SpawnedEmulator } from '@/emulator/testing/spawn-emulator';
import { makeClient } from './testing/upstream-test-kit';

const PORT = 4116;
let dataDir: string;
let emulator: SpawnedEmulator;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-upstream-token-'));
  emulator = await spawnEmulator({ port: PORT, dataDir, args: ['--reset'], env: { EMULATOR_TOKEN_TTL_S: '5', EMULATOR_ODATA_PAGE_SIZE: '5', EMULATOR_WEBHOOK_URL: '' } });
});

afterAll(async () => {
  await emulator?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('token expiry mid-session', () => {
  it('renews from the JWT exp before the service would refuse it, sharing each renewal', async () => {
    const { client, calls } = makeClient(emulator.url);
    const until = Date.now() + 9_000;
    while (Date.now() < until) {
      // bursts of concurrent calls, so renewals happen while other callers wait for the same token
      await Promise.all([client.ping(), client.listUnits(), client.listResources()]);
      await new Promise((r) => setTimeout(r, 400));
    }
    const tokenCalls = calls.filter((c) => c.path === '/v1/demo/Token');
    // 9 s of 5 s tokens renewed at 4 s: a first token plus two renewals
    expect(tokenCalls.length).toBeGreaterThanOrEqual(3);
    expect(tokenCalls.length).toBeLessThanOrEqual(4);
    expect(calls.filter((c) => c.status === 401)).toEqual([]);
    expect(calls.every((c) => c.status === 200)).toBe(true);
  });
});

describe('OData paging', () => {
  it('follows @odata.nextLink to the end, keeping the filter', async () => {
    const { client, calls } = makeClient(emulator.url);
    const companies = await client.listCompanies();
    expect(companies).toHaveLength(14);
    expect(new Set(companies.map((c) => c.Id)).size).toBe(14);
    expect(calls.filter((c) => c.path === '/odata/v1/demo/Company').map((c) => c.recordCount)).toEqual([5, 5, 4]);
    const orders = await client.listOrders({ inCart: true });
    expect(orders.length).toBeGreaterThan(5);
    expect(orders.every((o) => !o.ExistsInReservation)).toBe(true);
  });
});
