// Live updates for open pages (Server-Sent Events): reservations changed anywhere, by anyone.
import { route } from '@/lib/api';
import { openLiveFeed } from '@/lib/reservations';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = route({ role: 'viewer' }, async ({ request }) => openLiveFeed(request.signal));
