import 'server-only';
import { describeErrorForLog } from '@/lib/errors';
import { bootstrapUsers } from '@/lib/auth';
import { pruneSignInFailures } from '@/lib/auth';
import { closeDatabase, getDatabase } from '@/lib/db';
import { env } from '@/lib/env';
import { closeLive } from '@/lib/live';
import { mirrorSettled } from '@/lib/reservations';
import { bootstrapDemoConnection } from '@/lib/settings';
import { startSyncScheduler } from '@/lib/sync';
import { startInboxProcessor } from '@/lib/webhooks';

export async function startServer(): Promise<void> {
  let stopInbox = () => {};
  let stopSync = () => {};
  try {
    env();
    const db = await getDatabase();
    await bootstrapUsers();
    await bootstrapDemoConnection();
    await pruneSignInFailures();
    console.log(`[slotboard] database ready (${db.driver})`);
    stopInbox = startInboxProcessor();
    stopSync = startSyncScheduler();
  } catch (error) {
    // A server that cannot read its configuration or reach its database must not pretend to run.
    console.error(`[slotboard] cannot start: ${describeErrorForLog(error, { stack: false })}`);
    process.exit(1);
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopInbox();
      stopSync();
      // Reads already answered still owe the mirror their data; then nothing is half-written.
      void Promise.all([mirrorSettled(), closeLive()])
        .then(() => closeDatabase())
        .finally(() => process.exit(0));
    });
  }
}
