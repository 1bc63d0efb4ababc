// Admin: the last 500 calls to the reservation service (method, path, query, status, duration, records).
import { route } from '@/lib/api/route';
import { listUpstreamCalls } from '@/lib/settings';

export const GET = route({ role: 'admin' }, async () => ({ calls: await listUpstreamCalls() }));
