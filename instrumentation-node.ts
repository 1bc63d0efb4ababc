import 'server-only';
import { describeErrorForLog } from '@/lib/errors';
import { bootstrapUsers, installPeerAddressStamp, loadTrustedProxies, startSignInFailurePruning } from '@/lib/auth';
import { closeDatabase, getDatabase } from '@/lib/db';
import { env } from '@/lib/env';
import { closeLive } from '@/lib/live';
import { mirrorSettled } from '@/features/reservations/server';
import { bootstrapDemoConnection, bootstrapDemoSignIn, countSecretsToReencrypt } from '@/lib/settings';
import { startSyncScheduler } from '@/features/sync/server';
import { startInboxProcessor } from '@/features/webhooks/server';

export async function startServer(): Promise<void> {
  let stopInbox = async () => {};
  let stopSync = () => {};
  let stopPruning = () => {};
  // Before anything is awaited: requests already wait for start-up, and each must carry its socket's address.
  installPeerAddressStamp();
  try {
    env();
    loadTrustedProxies();
    const db = await getDatabase();
    await bootstrapUsers();
    await bootstrapDemoConnection();
    await bootstrapDemoSignIn();
    stopPruning = startSignInFailurePruning();
    console.log(`[slotboard] database ready (${db.driver})`);
    const stale = await countSecretsToReencrypt();
    if (stale > 0) {
      console.warn(
        `[slotboard] ${stale} stored secret(s) use an older format or key: run \`npm run secrets:reencrypt\` ` +
          'once every instance runs this version (docs/configuration.md, "Rotating APP_SECRET").',
      );
    }
    stopInbox = startInboxProcessor();
    stopSync = startSyncScheduler();
  } catch (error) {
    // A server that cannot read its configuration or reach its database must not pretend to run.
    console.error(`[slotboard] cannot start: ${describeErrorForLog(error, { stack: false })}`);
    process.exit(1);
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      const inboxStopped = stopInbox().catch(() => undefined);
      stopSync();
      stopPruning();
      // Reads already answered still owe the mirror their data, and webhook batches under way their finish; then
      // nothing is half-written.
      void Promise.all([mirrorSettled(), inboxStopped, closeLive()])
        .then(() => closeDatabase())
        .finally(() => process.exit(0));
    });
  }
}
