import { expect, type APIRequestContext } from '@playwright/test';

/** Waits until no sync run is queued or running, so upstream calls counted afterwards are the spec's own. */
export async function waitForSyncIdle(admin: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => ((await (await admin.get('/api/admin/sync')).json()) as { active: unknown }).active, {
      message: 'a sync run should finish before upstream calls are counted',
      timeout: 90_000,
    })
    .toBeNull();
}
