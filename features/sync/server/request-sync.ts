import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import { getDb, schema } from '@/lib/db';
import { ZSyncSettingsInput, type SyncSettings, type SyncSettingsInput } from '../contract';
import { readActiveEnvironment } from '@/lib/settings';
import { queueRun, readSyncSettings } from './manage-runs';
import { kickSync } from './schedule-sync';

const noService = () =>
  new AppError(
    'upstream_unavailable',
    'No reservation service is connected, so there is nothing to sync. An administrator sets one up under Admin → ' +
      'Connection.',
    {
      reason: 'not_configured',
    },
  );

/** "Sync now": queues a run (or answers the one already queued or running) and starts looking for work at once. */
export async function requestSync(actorId: string | null): Promise<{ runId: number; queued: boolean }> {
  const environment = await readActiveEnvironment();
  if (!environment) throw noService();
  const { run, queued } = await queueRun(environment, 'manual', actorId);
  if (queued) {
    const db = await getDb();
    await db
      .insert(schema.auditLog)
      .values({ actorId, action: 'sync.requested', subject: environment, detail: { runId: run.id } });
  }
  void kickSync();
  return { runId: run.id, queued };
}

/** Changes the active environment's schedule; what is not given keeps its value. */
export async function saveSyncSettings(input: SyncSettingsInput, actorId: string | null): Promise<SyncSettings> {
  const data = ZSyncSettingsInput.parse(input);
  const environment = await readActiveEnvironment();
  if (!environment) throw noService();
  const before = await readSyncSettings(environment);
  const after = { ...before, ...data };
  const db = await getDb();
  const c = schema.connectionSettings;
  await db.transaction(async (tx) => {
    const rows = await tx
      .update(c)
      .set({ syncSettings: after })
      .where(eq(c.environment, environment))
      .returning({ e: c.environment });
    if (rows.length === 0) throw noService();
    await tx
      .insert(schema.auditLog)
      .values({ actorId, action: 'sync.settings', subject: environment, detail: { before, after } });
  });
  return after;
}
