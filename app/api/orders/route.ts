// Orders (search, and those still in the cart), and adding an order.
import { route } from '@/lib/api/route';
import { ZOrderCreate, ZOrdersQuery } from '@/lib/schemas/orders';
import { upstream } from '@/lib/settings';

export const GET = route({ role: 'viewer', query: ZOrdersQuery }, async ({ query }) => ({ orders: await (await upstream()).listOrders(query) }));

export const POST = route({ role: 'planner', body: ZOrderCreate, status: 201 }, async ({ body }) => ({ order: await (await upstream()).createOrder(body) }));
