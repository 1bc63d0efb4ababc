// Shared by the upstream integration tests: a client wired to a recorded call log, the demo site's ids, free slots.
import { call, chicagoTime, getToken, loadSite, type DemoSite } from '@/emulator/testing/call-service';
import { createUpstreamClient } from '../create-upstream-client';
import type { UpstreamCall, UpstreamClientOptions, UpstreamConfig } from '../create-transport';

const API_USER = { username: 'api', password: 'api-password' };

export function makeClient(baseUrl: string, config: Partial<UpstreamConfig> = {}, options: UpstreamClientOptions = {}) {
  const calls: UpstreamCall[] = [];
  const client = createUpstreamClient(
    { baseUrl, tenant: 'demo', authMethod: 'bearer', ...API_USER, timeoutMs: 10_000, allowLoopback: true, ...config },
    { ...options, onCall: (c) => calls.push(c) },
  );
  return { client, calls };
}

export async function demoSite(baseUrl: string): Promise<DemoSite> {
  return loadSite(baseUrl, await getToken(baseUrl));
}

/** A Chicago slot (open 04:00-20:00 every day) far beyond the demo data; each call gives another hour or day. */
let slotSeq = 0;
export function freeChicagoSlot(firstDay: number): string {
  const n = slotSeq++;
  return chicagoTime(firstDay + Math.floor(n / 12), 5 + (n % 12));
}

export async function setFaults(baseUrl: string, faults: Record<string, unknown> | null): Promise<void> {
  const res = faults
    ? await call(baseUrl, 'PUT', '/_emulator/faults', { body: faults })
    : await call(baseUrl, 'DELETE', '/_emulator/faults');
  if (res.status !== 200) throw new Error(`faults: ${res.status} ${res.text}`);
}

export { call };
