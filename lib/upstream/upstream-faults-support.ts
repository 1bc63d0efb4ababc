// What the upstream fault suites share: each file's own emulator process (on a port no other file uses) with its
// fault switches, and the clients and direct reads its tests make against it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, vi } from 'vitest';
import { getToken, type DemoSite } from '@/emulator/testing/call-service';
import { spawnEmulator, type SpawnedEmulator } from '@/emulator/testing/spawn-emulator';
import { call, demoSite, makeClient, setFaults } from './testing/upstream-test-kit';

// Set by startFaultEmulator, for the file's tests and the helpers below.
export let dataDir: string;
export let base: string;
export let site: DemoSite;

/** The file's beforeAll: its own emulator on `port`, from a fresh data directory; the file stops it. */
export async function startFaultEmulator(port: number): Promise<SpawnedEmulator> {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-upstream-faults-'));
  const emulator = await spawnEmulator({ port, dataDir, args: ['--reset'], env: { EMULATOR_WEBHOOK_URL: '' } });
  base = emulator.url;
  site = await demoSite(base);
  return emulator;
}

/** The file's afterEach: the real fetch back, and no fault switch left on. */
export async function clearFaultsAfterTest() {
  vi.unstubAllGlobals();
  await setFaults(base, null);
}

/** The file's afterAll, given the emulator running now (a test may have restarted it). */
export async function stopFaultEmulator(emulator: SpawnedEmulator | undefined) {
  await emulator?.stop();
  await rm(dataDir, { recursive: true, force: true });
}

/** A client whose backoff waits are replaced by `onSleep` (which may clear the fault), recording each wait. */
export function faultClient(onSleep: (ms: number) => Promise<void> = async () => {}, timeoutMs = 10_000) {
  const waits: number[] = [];
  const made = makeClient(
    base,
    { timeoutMs },
    {
      sleep: async (ms) => {
        waits.push(ms);
        await onSleep(ms);
      },
    },
  );
  return { ...made, waits };
}

export const clearFaults = () => setFaults(base, null);

/**
 * Sets `faults` just before the client's first write leaves, so the reads it makes first (a create's snapshot of
 * what is already there) are answered normally and only the write meets the before-handler fault.
 */
export function faultOnWrite(faults: Record<string, unknown>) {
  const realFetch = globalThis.fetch;
  let armed = false;
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (!armed && (init?.method ?? 'GET') !== 'GET' && !url.includes('/_emulator/') && !url.endsWith('/Token')) {
      armed = true;
      await setFaults(base, faults);
    }
    return realFetch(input, init);
  });
}

/** The reservation as the emulator holds it, read directly (not through the client under test). */
export async function held(id: string): Promise<Record<string, unknown>> {
  const res = await call(base, 'GET', `/v3/demo/Reservations/${id}`, { token: await getToken(base) });
  expect(res.status).toBe(200);
  return res.body as Record<string, unknown>;
}
export const reservationsAt = async (client: ReturnType<typeof makeClient>['client'], start: string) =>
  (
    await client.listReservationsInRange({
      from: new Date(Date.parse(start)),
      to: new Date(Date.parse(start) + 60_000),
    })
  ).length;
