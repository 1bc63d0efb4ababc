// Admin: try the saved connection step by step (token, ping, resources, vehicle types), each with its latency.
import { route } from '@/lib/api/route';
import { ZEnvironmentParams } from '@/lib/schemas/connection';
import { testConnection } from '@/lib/settings';

export const POST = route({ role: 'admin', params: ZEnvironmentParams }, async ({ params }) => ({ steps: await testConnection(params.environment) }));
