// Admin: read the service's $metadata again everywhere and forget the query options it refused.
import { route } from '@/lib/api';
import { ZEnvironmentParams, type OrderFieldMapping } from '@/lib/contracts';
import { refreshOrderFieldMapping } from '@/lib/gateway';

export const POST = route(
  { role: 'admin', params: ZEnvironmentParams },
  async ({ params, user }) => (await refreshOrderFieldMapping(params.environment, user.id)) satisfies OrderFieldMapping,
);
