// One order: read, change, delete.
import { route } from '@/lib/api';
import { ZIdParams, ZOrderUpdate, type OrderAnswer } from '@/lib/contracts';
import { authorOf } from '@/lib/live';
import { deleteOrder, getOrder, updateOrder } from '@/features/orders/server';

export const GET = route(
  { role: 'viewer', params: ZIdParams },
  async ({ params }) => ({ order: await getOrder(params.id) }) satisfies OrderAnswer,
);

export const PATCH = route(
  { role: 'planner', params: ZIdParams, body: ZOrderUpdate },
  async ({ params, body, user, request }) =>
    ({
      order: await updateOrder(params.id, body, authorOf(user, request)),
    }) satisfies OrderAnswer,
);

export const DELETE = route({ role: 'planner', params: ZIdParams }, async ({ params, user, request }) => {
  await deleteOrder(params.id, authorOf(user, request));
});
