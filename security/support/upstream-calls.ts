import { expect, type APIRequestContext } from '@playwright/test';
import type { UpstreamCallRow } from '../../lib/contracts';

/** Every call to the service Slotboard has logged (Admin → API calls), read as the admin. */
export async function listUpstreamCalls(admin: APIRequestContext): Promise<UpstreamCallRow[]> {
  const answer = await admin.get('/api/admin/upstream-calls');
  expect(answer.status(), 'Admin → API calls should be readable by the admin').toBe(200);
  return ((await answer.json()) as { calls: UpstreamCallRow[] }).calls;
}

/** The id of the newest logged call (0 when none): calls made later have larger ids. */
export async function lastUpstreamCallId(admin: APIRequestContext): Promise<number> {
  return Math.max(0, ...(await listUpstreamCalls(admin)).map((c) => c.id));
}

/** The calls logged after `afterId`, oldest first. */
export async function upstreamCallsAfter(admin: APIRequestContext, afterId: number): Promise<UpstreamCallRow[]> {
  return (await listUpstreamCalls(admin)).filter((c) => c.id > afterId).sort((a, b) => a.id - b.id);
}
