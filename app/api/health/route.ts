// Liveness and readiness for load balancers and operators; no session needed, nothing secret in the body.
import { route } from '@/lib/api';
import { checkHealth } from '@/lib/health';

export const dynamic = 'force-dynamic';

export const GET = route({ role: 'public' }, async () => {
  const health = await checkHealth();
  return Response.json(health, { status: health.status === 'ok' ? 200 : 503 });
});
