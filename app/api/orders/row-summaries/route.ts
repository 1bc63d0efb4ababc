// How many rows each order on a cart page has and their total quantity: asked after the page is drawn.
import { route } from '@/lib/api';
import { ZOrderIdsQuery, type OrderRowSummaries } from '@/lib/contracts';
import { summarizeOrderRows } from '@/features/orders/server';

export const GET = route(
  { role: 'viewer', query: ZOrderIdsQuery },
  async ({ query }) => (await summarizeOrderRows(query.ids)) satisfies OrderRowSummaries,
);
