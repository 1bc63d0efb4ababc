import 'server-only';
import type { ConnectionTestStep, Environment } from '@/lib/contracts';
import { describeUpstreamFailure } from './describe-upstream-failure';
import { buildUpstreamClient, getConnectionForTest } from './get-upstream-client';

/** Runs each step against the saved connection with a fresh client (so the token is really requested). */
export async function testConnection(environment: Environment): Promise<ConnectionTestStep[]> {
  const connection = await getConnectionForTest(environment);
  const client = buildUpstreamClient(connection);
  const steps: ConnectionTestStep[] = [];

  async function run(step: ConnectionTestStep['step'], label: string, action: () => Promise<string>) {
    if (steps.some((s) => !s.ok)) {
      steps.push({ step, label, ok: false, latencyMs: null, detail: 'Skipped: an earlier step failed.' });
      return;
    }
    const started = performance.now();
    try {
      const detail = await action();
      steps.push({ step, label, ok: true, latencyMs: Math.round(performance.now() - started), detail });
    } catch (error) {
      steps.push({ step, label, ok: false, latencyMs: Math.round(performance.now() - started), detail: describeUpstreamFailure(error, connection.baseUrl) });
    }
  }

  await run('token', connection.authMethod === 'bearer' ? 'Sign in (token)' : 'Sign in (Basic credentials)', async () => {
    await client.requestToken();
    return connection.authMethod === 'bearer' ? 'A token was issued.' : 'The credentials were accepted.';
  });
  await run('ping', 'Ping', async () => {
    await client.ping();
    return 'The service answered.';
  });
  await run('resources', 'Ramps (resources)', async () => {
    const resources = await client.listResources();
    return `${resources.length} ramps.`;
  });
  await run('vehicle-types', 'Vehicle types', async () => {
    const types = await client.listVehicleTypes();
    return `${types.length} vehicle types.`;
  });
  return steps;
}
