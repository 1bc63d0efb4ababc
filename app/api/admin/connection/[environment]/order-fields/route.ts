// Admin: which of the service's properties serve the order cart's fields (from its $metadata, or chosen here), and
// saving the choices.
import { route } from '@/lib/api';
import { ZEnvironmentParams, ZOrderFieldMappingInput, type OrderFieldMapping } from '@/lib/contracts';
import { readOrderFieldMapping, saveOrderFieldMapping } from '@/lib/gateway';

export const GET = route(
  { role: 'admin', params: ZEnvironmentParams },
  async ({ params }) => (await readOrderFieldMapping(params.environment)) satisfies OrderFieldMapping,
);

export const PUT = route(
  { role: 'admin', params: ZEnvironmentParams, body: ZOrderFieldMappingInput },
  async ({ params, body, user }) =>
    (await saveOrderFieldMapping(params.environment, body.overrides, user.id)) satisfies OrderFieldMapping,
);
