// Admin: save one environment's connection (base URL, tenant, auth, credentials, webhook secrets, units, time zones).
import { route } from '@/lib/api';
import { ZConnectionInput, ZEnvironmentParams } from '@/lib/contracts';
import { saveConnection } from '@/lib/settings';

export const PUT = route(
  { role: 'admin', params: ZEnvironmentParams, body: ZConnectionInput },
  async ({ params, body, user }) => ({
    connection: await saveConnection(params.environment, body, user.id),
  }),
);
