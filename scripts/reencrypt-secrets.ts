// `npm run secrets:reencrypt`: after changing APP_SECRET (old value in APP_SECRET_PREVIOUS), re-seal every stored
// secret with the new key; also migrates secrets stored before format v2 (bound to their environment and field).
// Afterwards APP_SECRET_PREVIOUS can be removed. Runs against DATABASE_URL or DATA_DIR; running it twice is harmless.
import { describeErrorForLog } from '@/lib/errors';
import { closeDatabase } from '@/lib/db';
import { reencryptSecrets } from '@/lib/settings';

reencryptSecrets()
  .then(async (count) => {
    console.log(
      `re-encrypted ${count} secret(s) with the current APP_SECRET (format v2); the others were already current`,
    );
    await closeDatabase();
  })
  .catch(async (error: unknown) => {
    console.error(`re-encryption failed, nothing was changed: ${describeErrorForLog(error, { stack: false })}`);
    await closeDatabase();
    process.exit(1);
  });
