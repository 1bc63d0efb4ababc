// The rows of one order, and adding a row.
import { route } from '@/lib/api';
import { ZIdParams, ZOrderRowCreate, type OrderRowAnswer, type OrderRowList } from '@/lib/contracts';
import { authorOf } from '@/lib/live';
import { createOrderRow, listOrderRows } from '@/features/orders/server';

export const GET = route(
  { role: 'viewer', params: ZIdParams },
  async ({ params }) => ({ rows: await listOrderRows(params.id) }) satisfies OrderRowList,
);

export const POST = route(
  { role: 'planner', params: ZIdParams, body: ZOrderRowCreate, status: 201 },
  async ({ params, body, user, request }) =>
    ({
      row: await createOrderRow(params.id, body, authorOf(user, request)),
    }) satisfies OrderRowAnswer,
);
