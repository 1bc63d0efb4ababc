import 'server-only';
import type { ConnectionTestStep, Environment } from '@/lib/contracts';
import { describeUpstreamFailure, reasonOf } from './describe-upstream-failure';
import { buildUpstreamClient, getConnectionForTest } from './get-upstream-client';

/** Runs each step against the saved connection with a fresh client (so the token is really requested). */
export async function testConnection(environment: Environment): Promise<ConnectionTestStep[]> {
  const connection = await getConnectionForTest(environment);
  const client = buildUpstreamClient(connection);
  const steps: ConnectionTestStep[] = [];

  async function run(
    step: ConnectionTestStep['step'],
    label: string,
    action: () => Promise<{ detail: string; count?: number }>,
  ) {
    if (steps.some((s) => !s.ok)) {
      steps.push({
        step,
        label,
        ok: false,
        latencyMs: null,
        detail: 'Skipped: an earlier step failed.',
        skipped: true,
        count: null,
        reason: null,
      });
      return;
    }
    const started = performance.now();
    try {
      const { detail, count = null } = await action();
      steps.push({
        step,
        label,
        ok: true,
        latencyMs: Math.round(performance.now() - started),
        detail,
        skipped: false,
        count,
        reason: null,
      });
    } catch (error) {
      const latencyMs = Math.round(performance.now() - started);
      steps.push({
        step,
        label,
        ok: false,
        latencyMs,
        detail: describeUpstreamFailure(error, connection.baseUrl),
        skipped: false,
        count: null,
        reason: reasonOf(error),
      });
    }
  }

  await run(
    'token',
    connection.authMethod === 'bearer' ? 'Sign in (token)' : 'Sign in (Basic credentials)',
    async () => {
      await client.requestToken();
      return { detail: connection.authMethod === 'bearer' ? 'A token was issued.' : 'The credentials were accepted.' };
    },
  );
  await run('ping', 'Ping', async () => {
    await client.ping();
    return { detail: 'The service answered.' };
  });
  await run('resources', 'Ramps (resources)', async () => {
    const resources = await client.listResources();
    return { detail: `${resources.length} ramps.`, count: resources.length };
  });
  await run('vehicle-types', 'Vehicle types', async () => {
    const types = await client.listVehicleTypes();
    return { detail: `${types.length} vehicle types.`, count: types.length };
  });
  return steps;
}
