import 'server-only';
import { env } from '@/lib/env';
import { getConnectionOverview, saveConnection, setActiveEnvironment } from './manage-connections';

/**
 * Demo only: points a fresh install at the bundled emulator (its documented demo credentials) and makes it
 * active, so the demo shows data at once. Never touches an environment an admin has already configured.
 */
export async function bootstrapDemoConnection(): Promise<void> {
  const e = env();
  if (!e.SLOTBOARD_DEMO || !e.DEMO_UPSTREAM_URL) return;
  const overview = await getConnectionOverview();
  if (overview.environments.find((c) => c.environment === 'emulator')?.configured) return;
  await saveConnection(
    'emulator',
    {
      baseUrl: e.DEMO_UPSTREAM_URL,
      tenant: 'demo',
      authMethod: 'bearer',
      username: 'api',
      password: 'api-password',
      webhookSecrets: { add: 'demo-webhook-secret', removeIds: [] },
    },
    null,
  );
  if (!overview.active) await setActiveEnvironment('emulator', null);
}
