import 'server-only';
import { AppError, describeErrorForLog } from '@/lib/errors';
import { env } from '@/lib/env';
import { processState } from '@/lib/process-state';
import { createUpstreamClient, REFUSABLE_OPTIONS, type RefusableOption, type UpstreamClient } from '@/lib/upstream';
import type { Environment } from '@/lib/contracts';
import {
  readActiveEnvironment,
  rememberOrderRefusals,
  resolveActiveConnection,
  resolveConnection,
  type ResolvedConnection,
} from '@/lib/settings';
import { noteUpstreamCall } from './count-upstream-calls';
import { logUpstreamCall } from './upstream-call-log';

interface Kept {
  version: string;
  client: UpstreamClient;
}

// One client per settings version and process: the token cache lives in the client, so requests share a
// token, and saving new settings (a new version) retires the old client at once.
const active = processState('gateway.upstream', () => ({ kept: undefined as Kept | undefined }));

/** The active environment's client for this connection's settings version, made anew when the version moved. */
function getActiveClient(connection: ResolvedConnection): UpstreamClient {
  if (active.kept?.version !== connection.version) {
    active.kept = { version: connection.version, client: buildUpstreamClient(connection) };
  }
  return active.kept.client;
}

export function buildUpstreamClient(connection: ResolvedConnection): UpstreamClient {
  return createUpstreamClient(
    {
      baseUrl: connection.baseUrl,
      tenant: connection.tenant,
      authMethod: connection.authMethod,
      username: connection.username,
      password: connection.password,
      // Loopback answers are refused at every connection unless the operator allowed a local emulator.
      allowLoopback: env().ALLOW_INSECURE_UPSTREAM,
    },
    {
      orderShape: {
        overrides: connection.orderFields,
        refused: connection.orderRefusals.filter((o): o is RefusableOption =>
          (REFUSABLE_OPTIONS as readonly string[]).includes(o),
        ),
        // Every instance asks without what one of them learnt the service refuses, from its next client on.
        onRefusal: (options) => {
          rememberOrderRefusals(connection.environment, options).catch((error: unknown) =>
            console.error(
              `[upstream] could not remember refused query options: ${describeErrorForLog(error, { stack: false })}`,
            ),
          );
        },
      },
      onCall: (call) => {
        noteUpstreamCall();
        logUpstreamCall(connection.environment, call).catch((error: unknown) =>
          console.error(`[upstream] could not log a call: ${describeErrorForLog(error, { stack: false })}`),
        );
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
    throw new AppError(
      'upstream_unavailable',
      'No reservation service is connected. An administrator sets one up under Admin → Connection.',
      {
        reason: 'not_configured',
      },
    );
  }
  return { client: getActiveClient(connection), connection };
}

/**
 * One environment's saved settings, for an admin's work on them (testing, listing what the service offers).
 * `next` ends the sentence telling the admin to save them first, for what they were about to do.
 */
export async function getConnectionForTest(
  environment: Environment,
  next = 'before testing it',
): Promise<ResolvedConnection> {
  const connection = await resolveConnection(environment);
  if (!connection) {
    throw new AppError('validation_failed', `environment: save the ${environment} connection ${next}`, [
      { field: 'environment', message: 'not configured yet' },
    ]);
  }
  return connection;
}

// Clients of the environments that are not active, for work that belongs to one (a webhook signed with the
// sandbox's secret is processed against the sandbox whatever is active). Kept per environment and settings version.
const others = processState('gateway.upstreamByEnvironment', (): Partial<Record<Environment, Kept>> => ({}));

/**
 * The client for one environment, active or not; the active one's client (and token) is the one getUpstreamClient
 * hands out.
 */
export async function getUpstreamClientFor(environment: Environment): Promise<ResolvedClient> {
  const [connection, activeEnvironment] = await Promise.all([resolveConnection(environment), readActiveEnvironment()]);
  if (!connection) {
    throw new AppError(
      'upstream_unavailable',
      `The ${environment} environment is not connected. An administrator sets it up under Admin → Connection.`,
      {
        reason: 'not_configured',
      },
    );
  }
  if (environment === activeEnvironment) return { client: getActiveClient(connection), connection };
  if (others[environment]?.version !== connection.version)
    others[environment] = { version: connection.version, client: buildUpstreamClient(connection) };
  return { client: others[environment].client, connection };
}
