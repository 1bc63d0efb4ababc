// One order row: change or delete.
import { route } from '@/lib/api';
import { ZIdParams, ZOrderRowUpdate, type OrderRowAnswer } from '@/lib/contracts';
import { authorOf } from '@/lib/live';
import { deleteOrderRow, updateOrderRow } from '@/features/orders/server';

export const PATCH = route(
  { role: 'planner', params: ZIdParams, body: ZOrderRowUpdate },
  async ({ params, body, user, request }) =>
    ({
      row: await updateOrderRow(params.id, body, authorOf(user, request)),
    }) satisfies OrderRowAnswer,
);

export const DELETE = route({ role: 'planner', params: ZIdParams }, async ({ params, user, request }) => {
  await deleteOrderRow(params.id, authorOf(user, request));
});
