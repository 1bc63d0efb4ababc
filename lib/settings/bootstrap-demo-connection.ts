import 'server-only';
import { env } from '@/lib/env';
import { readConnectionOverview, saveConnection, setActiveEnvironment } from './manage-connections';

/**
 * Demo only: points a fresh install at the bundled emulator (its documented demo credentials) with its branch
 * offices' time zones, and makes it active, so the demo shows data in local time at once. Never touches an
 * environment an admin has already configured, except to give time zones to a demo connection that has none.
 */
export async function bootstrapDemoConnection(): Promise<void> {
  const e = env();
  if (!e.SLOTBOARD_DEMO || !e.DEMO_UPSTREAM_URL) return;
  const overview = await readConnectionOverview();
  const current = overview.environments.find((c) => c.environment === 'emulator');
  if (current?.configured) {
    // A demo data directory made before the demo set time zones: the planner would see UTC.
    const untouched =
      Object.keys(current.branchTimeZones).length === 0 &&
      new URL(current.baseUrl).origin === new URL(e.DEMO_UPSTREAM_URL).origin;
    if (untouched && Object.keys(e.DEMO_BRANCH_TIME_ZONES).length > 0) {
      const { baseUrl, tenant, authMethod, username, units } = current;
      await saveConnection(
        'emulator',
        { baseUrl, tenant, authMethod, username, units, branchTimeZones: e.DEMO_BRANCH_TIME_ZONES },
        null,
      );
    }
    return;
  }
  await saveConnection(
    'emulator',
    {
      baseUrl: e.DEMO_UPSTREAM_URL,
      tenant: 'demo',
      authMethod: 'bearer',
      username: 'api',
      password: 'api-password',
      webhookSecrets: { add: 'demo-webhook-secret', removeIds: [] },
      branchTimeZones: e.DEMO_BRANCH_TIME_ZONES,
    },
    null,
  );
  if (!overview.active) await setActiveEnvironment('emulator', null);
}
