// Admin: the branch offices (with their ramps) and units the saved connection's service offers, to choose from.
import { route } from '@/lib/api';
import { ZEnvironmentParams, type ServiceCatalog } from '@/lib/contracts';
import { loadServiceCatalog } from '@/lib/gateway';

export const GET = route(
  { role: 'admin', params: ZEnvironmentParams },
  async ({ params }) => (await loadServiceCatalog(params.environment)) satisfies ServiceCatalog,
);
