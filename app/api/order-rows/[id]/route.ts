// One order row: change or delete.
import { route } from '@/lib/api/route';
import { ZOrderIdParams, ZOrderRowUpdate } from '@/lib/schemas/orders';
import { upstream } from '@/lib/settings';

export const PATCH = route({ role: 'planner', params: ZOrderIdParams, body: ZOrderRowUpdate }, async ({ params, body }) => ({
  row: await (await upstream()).updateOrderRow(params.id, body),
}));

export const DELETE = route({ role: 'planner', params: ZOrderIdParams }, async ({ params }) => {
  await (await upstream()).deleteOrderRow(params.id);
});
