// Admin: whether the saved connection's service knows a unit id (or that it cannot say, having no Unit set).
import { route } from '@/lib/api';
import { ZUnitCheckParams, type UnitCheck } from '@/lib/contracts';
import { checkServiceUnit } from '@/lib/gateway';

export const GET = route(
  { role: 'admin', params: ZUnitCheckParams },
  async ({ params }) => (await checkServiceUnit(params.environment, params.id)) satisfies UnitCheck,
);
