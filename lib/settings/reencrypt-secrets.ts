import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { decryptSecret, encryptSecret, needsReencryption } from './encrypt-secret';
import { getSecretKeys } from './get-secret-keys';

/**
 * Re-seals every stored secret with the current APP_SECRET (after a key rotation, with the old key in
 * APP_SECRET_PREVIOUS). Returns how many secrets were re-encrypted. Safe to run twice.
 */
export async function reencryptSecrets(): Promise<number> {
  const keys = getSecretKeys();
  const reseal = (blob: string) => (needsReencryption(blob, keys) ? encryptSecret(decryptSecret(blob, keys), keys) : blob);
  const db = await getDb();
  return db.transaction(async (tx) => {
    let count = 0;
    const rows = await tx.select().from(schema.connectionSettings).for('update');
    for (const row of rows) {
      const passwordEnc = row.passwordEnc ? reseal(row.passwordEnc) : null;
      const webhookSecrets = row.webhookSecrets.map((s) => ({ ...s, secretEnc: reseal(s.secretEnc) }));
      count += (passwordEnc !== row.passwordEnc ? 1 : 0) + webhookSecrets.filter((s, i) => s.secretEnc !== row.webhookSecrets[i]!.secretEnc).length;
      await tx.update(schema.connectionSettings).set({ passwordEnc, webhookSecrets }).where(eq(schema.connectionSettings.environment, row.environment));
    }
    return count;
  });
}
