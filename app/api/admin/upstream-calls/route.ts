// Admin: the last 500 calls to the reservation service (method, path, query, status, duration, records).
import { route } from '@/lib/api';
import type { UpstreamCallRow } from '@/lib/contracts';
import { listUpstreamCalls } from '@/lib/gateway';

export const GET = route(
  { role: 'admin' },
  async () => ({ calls: await listUpstreamCalls() }) satisfies { calls: UpstreamCallRow[] },
);
