// Admin: the branch offices (with their ramps) and units the saved connection's service offers, to choose from.
import { route } from '@/lib/api';
import { ZEnvironmentParams, type ServiceCatalog } from '@/lib/contracts';
import { readServiceCatalog } from '@/lib/gateway';

export const GET = route(
  { role: 'admin', params: ZEnvironmentParams },
  async ({ params }) => (await readServiceCatalog(params.environment)) satisfies ServiceCatalog,
);
