import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@/lib/db';
import { decryptSecret, encryptSecret, needsReencryption, type SecretPlace } from './encrypt-secret';
import { getSecretKeys } from './get-secret-keys';
import { CLIENT_SECRET_PLACE } from './manage-sign-in-settings';

/**
 * Re-seals every stored secret with the current APP_SECRET (after a key rotation, with the old key in
 * APP_SECRET_PREVIOUS) in the current format (v2, bound to its environment and field; v1 blobs are migrated), the
 * company sign-in's client secret included. Returns how many secrets were re-encrypted. Safe to run twice; one
 * transaction, so a failure changes nothing.
 */
export async function reencryptSecrets(): Promise<number> {
  const keys = getSecretKeys();
  const reseal = (blob: string, place: SecretPlace) =>
    needsReencryption(blob, keys) ? encryptSecret(decryptSecret(blob, keys, place), keys, place) : blob;
  const db = await getDb();
  return db.transaction(async (tx) => {
    let count = 0;
    const rows = await tx.select().from(schema.connectionSettings).for('update');
    for (const row of rows) {
      const { environment } = row;
      const passwordEnc = row.passwordEnc ? reseal(row.passwordEnc, { environment, field: 'password' }) : null;
      const webhookSecrets = row.webhookSecrets.map((s) => ({
        ...s,
        secretEnc: reseal(s.secretEnc, { environment, field: `webhookSecret/${s.id}` }),
      }));
      count +=
        (passwordEnc !== row.passwordEnc ? 1 : 0) +
        webhookSecrets.filter((s, i) => s.secretEnc !== row.webhookSecrets[i]!.secretEnc).length;
      await tx
        .update(schema.connectionSettings)
        .set({ passwordEnc, webhookSecrets })
        .where(eq(schema.connectionSettings.environment, row.environment));
    }
    // The company sign-in's client secret.
    for (const row of await tx.select().from(schema.ssoSettings).for('update')) {
      if (!row.clientSecretEnc) continue;
      const clientSecretEnc = reseal(row.clientSecretEnc, CLIENT_SECRET_PLACE);
      if (clientSecretEnc === row.clientSecretEnc) continue;
      count++;
      await tx.update(schema.ssoSettings).set({ clientSecretEnc }).where(eq(schema.ssoSettings.id, row.id));
    }
    return count;
  });
}

/**
 * How many stored secrets `npm run secrets:reencrypt` would re-seal (an older format or key). Not done at start by
 * itself: during a rolling upgrade an instance of the previous version cannot read the new format.
 */
export async function countSecretsToReencrypt(): Promise<number> {
  const keys = getSecretKeys();
  const db = await getDb();
  const rows = await db.select().from(schema.connectionSettings);
  const sso = await db.select({ clientSecretEnc: schema.ssoSettings.clientSecretEnc }).from(schema.ssoSettings);
  const blobs = [
    ...rows.flatMap((row) => [row.passwordEnc, ...row.webhookSecrets.map((s) => s.secretEnc)]),
    ...sso.map((row) => row.clientSecretEnc),
  ];
  return blobs.filter((blob): blob is string => !!blob && needsReencryption(blob, keys)).length;
}
