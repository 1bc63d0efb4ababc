// Retries and 401 recovery against a real emulator process with its fault switches (own emulator on 4117). Write
// safety: upstream-write-faults.int.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawnEmulator, type SpawnedEmulator } from '@/emulator/testing/spawn-emulator';
import { reasonOf } from './map-upstream-error';
import { makeClient, setFaults } from './testing/upstream-test-kit';
import { caughtAppError } from '@/test/caught-app-error';
import {
  base,
  clearFaults,
  clearFaultsAfterTest,
  dataDir,
  faultClient,
  site,
  startFaultEmulator,
  stopFaultEmulator,
} from './upstream-faults-support';

const PORT = 4117;
let emulator: SpawnedEmulator;

beforeAll(async () => {
  emulator = await startFaultEmulator(PORT);
});

afterEach(clearFaultsAfterTest);

afterAll(async () => {
  await stopFaultEmulator(emulator);
});

describe('reads are retried', () => {
  it.each<[string, { errorRate?: number; rateLimitRate?: number; retryAfterS?: number; dropRate?: number }]>([
    ['500', { errorRate: 1 }],
    ['429', { rateLimitRate: 1, retryAfterS: 1 }],
    ['a dropped connection', { dropRate: 1 }],
  ])('recover from %s', async (_label, faults) => {
    const { client, calls, waits } = faultClient(clearFaults);
    await client.ping(); // the token first, so the fault hits the read
    calls.length = 0;
    await setFaults(base, faults);
    expect(await client.listResources()).toHaveLength(22);
    expect(calls.map((c) => c.status)).toEqual([faults.errorRate ? 500 : faults.rateLimitRate ? 429 : null, 200]);
    expect(waits).toHaveLength(1);
    if (faults.rateLimitRate) expect(waits[0]).toBeGreaterThanOrEqual(1000); // Retry-After honoured
  });

  it('give up after 3 retries with upstream_unavailable and Retry-After', async () => {
    const { client, calls, waits } = faultClient();
    await client.ping();
    calls.length = 0;
    await setFaults(base, { rateLimitRate: 1, retryAfterS: 2 });
    const e = await caughtAppError(client.listUnits());
    expect(e).toMatchObject({ code: 'upstream_unavailable', headers: { 'Retry-After': '2' } });
    expect(reasonOf(e)).toBe('rate_limited');
    expect(calls).toHaveLength(4);
    expect(waits.every((w) => w >= 2000)).toBe(true);

    await setFaults(base, { rateLimitRate: 0, errorRate: 1 });
    expect(reasonOf(await caughtAppError(client.getReservation(site.chicagoRamps[0]!)))).toBe('service_error');
  });
});

describe('401 recovery', () => {
  it('renews the token once when the service stops accepting it', async () => {
    const { client, calls } = makeClient(base);
    await client.ping();
    // a restart with --reset gives the emulator a new signing key: the cached token is now refused
    await emulator.stop();
    emulator = await spawnEmulator({ port: PORT, dataDir, args: ['--reset'], env: { EMULATOR_WEBHOOK_URL: '' } });
    calls.length = 0;
    expect(await client.listResources()).toHaveLength(22);
    expect(calls.map((c) => `${c.path} ${c.status}`)).toEqual([
      '/v3/demo/Resources 401',
      '/v1/demo/Token 200',
      '/v3/demo/Resources 200',
    ]);
  });
});
