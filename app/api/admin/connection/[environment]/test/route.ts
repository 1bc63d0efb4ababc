// Admin: try the saved connection step by step (token, ping, resources, vehicle types), each with its latency.
import { route } from '@/lib/api';
import { ZEnvironmentParams } from '@/lib/contracts';
import { testConnection } from '@/lib/gateway';

export const POST = route({ role: 'admin', params: ZEnvironmentParams }, async ({ params }) => ({
  steps: await testConnection(params.environment),
}));
