// Orders (search, and those still in the cart), and adding an order.
import { route } from '@/lib/api';
import { ZOrderCreate, ZOrdersQuery, type OrderAnswer, type OrderList } from '@/lib/contracts';
import { authorOf } from '@/lib/live';
import { createOrder, listOrders } from '@/lib/orders';

export const GET = route({ role: 'viewer', query: ZOrdersQuery }, async ({ query }) => ({ orders: await listOrders(query) }) satisfies OrderList);

export const POST = route({ role: 'planner', body: ZOrderCreate, status: 201 }, async ({ body, user, request }) => ({
  order: await createOrder(body, authorOf(user, request)),
}) satisfies OrderAnswer);
