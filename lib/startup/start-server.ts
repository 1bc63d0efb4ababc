import 'server-only';
import { describeErrorForLog } from '@/lib/api/describe-error-for-log';
import { bootstrapUsers } from '@/lib/auth/bootstrap-users';
import { pruneSignInFailures } from '@/lib/auth/sign-in-throttle';
import { closeDatabase, getDatabase } from '@/lib/db';
import { env } from '@/lib/env';
import { bootstrapDemoConnection } from '@/lib/settings';

export async function startServer(): Promise<void> {
  try {
    env();
    const db = await getDatabase();
    await bootstrapUsers();
    await bootstrapDemoConnection();
    await pruneSignInFailures();
    console.log(`[slotboard] database ready (${db.driver})`);
  } catch (error) {
    // A server that cannot read its configuration or reach its database must not pretend to run.
    console.error(`[slotboard] cannot start: ${describeErrorForLog(error, { stack: false })}`);
    process.exit(1);
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void closeDatabase().finally(() => process.exit(0));
    });
  }
}
