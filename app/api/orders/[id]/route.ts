// One order: read, change, delete.
import { route } from '@/lib/api/route';
import { ZOrderIdParams, ZOrderUpdate } from '@/lib/schemas/orders';
import { upstream } from '@/lib/settings';

export const GET = route({ role: 'viewer', params: ZOrderIdParams }, async ({ params }) => ({ order: await (await upstream()).getOrder(params.id) }));

export const PATCH = route({ role: 'planner', params: ZOrderIdParams, body: ZOrderUpdate }, async ({ params, body }) => ({
  order: await (await upstream()).updateOrder(params.id, body),
}));

export const DELETE = route({ role: 'planner', params: ZOrderIdParams }, async ({ params }) => {
  await (await upstream()).deleteOrder(params.id);
});
