// The rows of one order, and adding a row.
import { route } from '@/lib/api/route';
import { ZOrderIdParams, ZOrderRowCreate } from '@/lib/schemas/orders';
import { upstream } from '@/lib/settings';

export const GET = route({ role: 'viewer', params: ZOrderIdParams }, async ({ params }) => ({ rows: await (await upstream()).listOrderRows(params.id) }));

export const POST = route({ role: 'planner', params: ZOrderIdParams, body: ZOrderRowCreate, status: 201 }, async ({ params, body }) => ({
  row: await (await upstream()).createOrderRow(params.id, body),
}));
