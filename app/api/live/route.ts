// Live updates for open pages (Server-Sent Events): reservations changed anywhere, by anyone.
import { z } from 'zod';
import { route } from '@/lib/api';
import { TAB_ID } from '@/lib/live';
import { openLiveFeed } from '@/features/reservations/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

// The browser's tab id (lib/api-client/fetch-json.ts): the stream tells it which changes were its own.
const ZLiveQuery = z.object({ tab: z.string().regex(TAB_ID, 'must be 8 to 64 letters, digits or dashes').optional() });

export const GET = route({ role: 'viewer', query: ZLiveQuery }, async ({ request, user, query }) =>
  openLiveFeed(user, query.tab, request.signal),
);
