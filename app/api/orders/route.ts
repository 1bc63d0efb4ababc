// The order cart's pages (search, filters, sorting, paging, all at the service), and adding an order.
import { route } from '@/lib/api';
import { ZOrderCreate, ZOrdersQuery, type OrderAnswer, type OrderPage } from '@/lib/contracts';
import { authorOf } from '@/lib/live';
import { createOrder, listOrders } from '@/features/orders/server';

export const GET = route(
  { role: 'viewer', query: ZOrdersQuery },
  async ({ query }) => (await listOrders(query)) satisfies OrderPage,
);

export const POST = route(
  { role: 'planner', body: ZOrderCreate, status: 201 },
  async ({ body, user, request }) =>
    ({
      order: await createOrder(body, authorOf(user, request)),
    }) satisfies OrderAnswer,
);
