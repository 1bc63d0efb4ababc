import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import { getDb, schema } from '@/lib/db';
import { env } from '@/lib/env';
import {
  auditChanges,
  ENVIRONMENTS,
  ZConnectionInput,
  type ConnectionInput,
  type ConnectionOverview,
  type Environment,
  type PublicConnection,
} from '@/lib/contracts';
import { checkBaseUrl } from './check-base-url';
import { encryptSecret } from './encrypt-secret';
import { getSecretKeys } from './get-secret-keys';
import { forgetWebhookSigners } from './webhook-signers-cache';

type Row = typeof schema.connectionSettings.$inferSelect;
const ACTIVE_KEY = 'active_environment';
const SAVE_LOCK_ID = 734_211_906;

/** The audited settings of a row or of the values about to be saved. */
const pick = ({
  baseUrl,
  tenant,
  authMethod,
  username,
  units,
  branchTimeZones,
}: Pick<Row, 'baseUrl' | 'tenant' | 'authMethod' | 'username' | 'units' | 'branchTimeZones'>) => ({
  baseUrl,
  tenant,
  authMethod,
  username,
  units,
  branchTimeZones,
});

function toPublic(environment: Environment, row: Row | undefined): PublicConnection {
  return {
    environment,
    configured: !!row && !!row.passwordEnc,
    baseUrl: row?.baseUrl ?? '',
    tenant: row?.tenant ?? '',
    authMethod: row?.authMethod ?? 'bearer',
    username: row?.username ?? '',
    passwordSet: !!row?.passwordEnc,
    webhookSecrets: (row?.webhookSecrets ?? []).map(({ id, addedAt }) => ({ id, addedAt })),
    units: row?.units ?? [],
    branchTimeZones: row?.branchTimeZones ?? {},
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function readActiveEnvironment(): Promise<Environment | null> {
  const db = await getDb();
  const [row] = await db.select().from(schema.appState).where(eq(schema.appState.key, ACTIVE_KEY));
  return ENVIRONMENTS.includes(row?.value as Environment) ? (row!.value as Environment) : null;
}

export async function readConnectionOverview(): Promise<ConnectionOverview> {
  const db = await getDb();
  const rows = await db.select().from(schema.connectionSettings);
  return {
    active: await readActiveEnvironment(),
    environments: ENVIRONMENTS.map((e) =>
      toPublic(
        e,
        rows.find((r) => r.environment === e),
      ),
    ),
  };
}

/** Saves one environment's connection. Secrets are encrypted before they reach the database. */
export async function saveConnection(
  environment: Environment,
  input: ConnectionInput,
  actorId: string | null,
): Promise<PublicConnection> {
  const data = ZConnectionInput.parse(input);
  const baseUrl = await checkBaseUrl(data.baseUrl, { allowInsecureLoopback: env().ALLOW_INSECURE_UPSTREAM });
  const keys = getSecretKeys();
  const db = await getDb();
  // Dropped before and after: a delivery that read the settings during the save does not keep them.
  forgetWebhookSigners();
  const saved = await db.transaction(async (tx) => {
    // Serialises saves of one environment, also the very first one, when there is no row to lock yet.
    await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK_ID}, ${ENVIRONMENTS.indexOf(environment)})`);
    const [current] = await tx
      .select()
      .from(schema.connectionSettings)
      .where(eq(schema.connectionSettings.environment, environment));
    // The stored password only ever goes where it went before: a new host, user or method needs it typed again,
    // so an admin session cannot redirect the credentials to another server.
    const sameTarget =
      !!current &&
      new URL(current.baseUrl).origin === new URL(baseUrl).origin &&
      current.username === data.username &&
      current.authMethod === data.authMethod;
    const passwordEnc = data.password
      ? encryptSecret(data.password, keys, { environment, field: 'password' })
      : sameTarget
        ? current.passwordEnc
        : null;
    if (!passwordEnc) {
      const message = current?.passwordEnc
        ? 're-enter the API password: the address, user or method changed'
        : 'enter the API password';
      throw new AppError('validation_failed', `password: ${message}`, [{ field: 'password', message }]);
    }
    const unknown = data.webhookSecrets.removeIds.filter((id) => !current?.webhookSecrets.some((s) => s.id === id));
    if (unknown.length > 0) {
      throw new AppError(
        'validation_failed',
        'webhookSecrets.removeIds: a secret to remove no longer exists; reload the page',
        [{ field: 'webhookSecrets.removeIds', message: 'no longer exists; reload the page' }],
      );
    }
    // A webhook secret is bound to its own id, so the blob of one secret cannot stand in for another.
    const sealWebhookSecret = (secret: string) => {
      const id = randomUUID();
      return {
        id,
        addedAt: new Date().toISOString(),
        secretEnc: encryptSecret(secret, keys, { environment, field: `webhookSecret/${id}` }),
      };
    };
    const webhookSecrets = [
      ...(current?.webhookSecrets ?? []).filter((s) => !data.webhookSecrets.removeIds.includes(s.id)),
      ...(data.webhookSecrets.add ? [sealWebhookSecret(data.webhookSecrets.add)] : []),
    ];
    const values = {
      environment,
      baseUrl,
      tenant: data.tenant,
      authMethod: data.authMethod,
      username: data.username,
      passwordEnc,
      webhookSecrets,
      units: data.units,
      branchTimeZones: data.branchTimeZones,
      updatedAt: new Date(),
      updatedBy: actorId,
    };
    const [row] = await tx
      .insert(schema.connectionSettings)
      .values(values)
      .onConflictDoUpdate({ target: schema.connectionSettings.environment, set: values })
      .returning();
    await tx.insert(schema.auditLog).values({
      actorId,
      action: 'connection.saved',
      subject: environment,
      detail: {
        // From what to what; the password only as "changed", the webhook secrets only as how many there are.
        changes: auditChanges(
          current ? { ...pick(current), webhookSecrets: current.webhookSecrets.length } : null,
          { ...pick(values), password: data.password, webhookSecrets: webhookSecrets.length },
          ['password'],
        ),
        webhookSecretsAdded: data.webhookSecrets.add ? 1 : 0,
        webhookSecretsRemoved: data.webhookSecrets.removeIds.length,
      },
    });
    return toPublic(environment, row);
  });
  forgetWebhookSigners();
  return saved;
}

export async function setActiveEnvironment(
  environment: Environment,
  actorId: string | null,
): Promise<ConnectionOverview> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(schema.connectionSettings)
      .where(eq(schema.connectionSettings.environment, environment));
    if (!row?.passwordEnc) {
      throw new AppError(
        'validation_failed',
        `environment: ${environment} is not configured yet; save its connection first`,
        [{ field: 'environment', message: 'not configured yet' }],
      );
    }
    const [previous] = await tx.select().from(schema.appState).where(eq(schema.appState.key, ACTIVE_KEY));
    await tx
      .insert(schema.appState)
      .values({ key: ACTIVE_KEY, value: environment, updatedAt: new Date() })
      .onConflictDoUpdate({ target: schema.appState.key, set: { value: environment, updatedAt: new Date() } });
    await tx.insert(schema.auditLog).values({
      actorId,
      action: 'connection.activated',
      subject: environment,
      detail: { from: previous?.value ?? null, to: environment },
    });
  });
  forgetWebhookSigners();
  console.log(`[slotboard] active environment switched to ${environment}`);
  return readConnectionOverview();
}
