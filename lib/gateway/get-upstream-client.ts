import 'server-only';
import { AppError, describeErrorForLog } from '@/lib/errors';
import { createUpstreamClient, type UpstreamClient } from '@/lib/upstream';
import type { Environment } from '@/lib/contracts';
import { resolveActiveConnection, resolveConnection, type ResolvedConnection } from '@/lib/settings';
import { logUpstreamCall } from './upstream-call-log';

// One client per settings version and process: the token cache lives in the client, so requests share a
// token, and saving new settings (a new version) retires the old client at once.
const holder = globalThis as typeof globalThis & { __slotboardUpstream?: { version: string; client: UpstreamClient } };

export function buildUpstreamClient(connection: ResolvedConnection): UpstreamClient {
  return createUpstreamClient(
    { baseUrl: connection.baseUrl, tenant: connection.tenant, authMethod: connection.authMethod, username: connection.username, password: connection.password },
    {
      onCall: (call) => {
        logUpstreamCall(connection.environment, call).catch((error: unknown) => console.error(`[upstream] could not log a call: ${describeErrorForLog(error, { stack: false })}`));
      },
    },
  );
}

/** The client for the active environment; a clear error when none is configured. */
export interface ResolvedClient {
  client: UpstreamClient;
  connection: ResolvedConnection;
}

export async function getUpstreamClient(): Promise<ResolvedClient> {
  const connection = await resolveActiveConnection();
  if (!connection) {
    throw new AppError('upstream_unavailable', 'No reservation service is connected. An administrator sets one up under Admin → Connection.', {
      reason: 'not_configured',
    });
  }
  if (holder.__slotboardUpstream?.version !== connection.version) {
    holder.__slotboardUpstream = { version: connection.version, client: buildUpstreamClient(connection) };
  }
  return { client: holder.__slotboardUpstream.client, connection };
}

export async function getConnectionForTest(environment: Environment): Promise<ResolvedConnection> {
  const connection = await resolveConnection(environment);
  if (!connection) {
    throw new AppError('validation_failed', `environment: save the ${environment} connection before testing it`, [
      { field: 'environment', message: 'not configured yet' },
    ]);
  }
  return connection;
}
