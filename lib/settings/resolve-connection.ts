import 'server-only';
import { eq } from 'drizzle-orm';
import { AppError } from '@/lib/errors';
import { getDb, schema } from '@/lib/db';
import type { Environment, OrderFieldOverrides } from '@/lib/contracts';
import { decryptSecret } from './encrypt-secret';
import { getSecretKeys } from './get-secret-keys';
import { readActiveEnvironment } from './manage-connections';

// One environment's saved connection with its secrets decrypted, for the server's calls to the service.

export interface ResolvedConnection {
  environment: Environment;
  baseUrl: string;
  tenant: string;
  authMethod: 'bearer' | 'basic';
  username: string;
  password: string;
  webhookSecrets: string[];
  units: { id: string; name: string }[];
  branchTimeZones: Record<string, string>;
  /** The admin's order field mapping and the query options the service refused (manage-order-fields.ts). */
  orderFields: OrderFieldOverrides;
  orderRefusals: string[];
  /** Changes whenever the settings change, so cached clients can be replaced. */
  version: string;
}

/** The decrypted connection, for server code only. Never return this from a route. */
export async function resolveConnection(environment: Environment): Promise<ResolvedConnection | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.connectionSettings)
    .where(eq(schema.connectionSettings.environment, environment));
  if (!row?.passwordEnc) return null;
  const keys = getSecretKeys();
  try {
    return {
      environment,
      baseUrl: row.baseUrl,
      tenant: row.tenant,
      authMethod: row.authMethod,
      username: row.username,
      password: decryptSecret(row.passwordEnc, keys, { environment, field: 'password' }),
      webhookSecrets: row.webhookSecrets.map((s) =>
        decryptSecret(s.secretEnc, keys, { environment, field: `webhookSecret/${s.id}` }),
      ),
      units: row.units,
      branchTimeZones: row.branchTimeZones,
      orderFields: row.orderFields as OrderFieldOverrides,
      orderRefusals: row.orderRefusals,
      version: `${environment}:${row.updatedAt.getTime()}`,
    };
  } catch (error) {
    throw new AppError(
      'upstream_error',
      `The stored ${environment} credentials cannot be decrypted (${(error as Error).message}). ` +
        'Set APP_SECRET_PREVIOUS to the old key, or re-enter the credentials under Admin → Connection.',
      { reason: 'undecryptable_settings' },
    );
  }
}

export async function resolveActiveConnection(): Promise<ResolvedConnection | null> {
  const active = await readActiveEnvironment();
  return active ? resolveConnection(active) : null;
}
