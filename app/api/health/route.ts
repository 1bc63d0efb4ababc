// Liveness and readiness for load balancers and operators: anyone learns up or down, only a signed-in admin the
// details (database driver, active environment), which would otherwise tell a stranger how Slotboard is deployed.
import { route } from '@/lib/api';
import { getCurrentUser } from '@/lib/auth';
import { checkHealth } from '@/lib/health';

export const dynamic = 'force-dynamic';

export const GET = route({ role: 'public' }, async () => {
  const health = await checkHealth();
  // With the database down the session cannot be checked either: the caller is then anonymous.
  const user = health.status === 'ok' ? await getCurrentUser().catch(() => null) : null;
  return Response.json(user?.role === 'admin' ? health : { status: health.status }, {
    status: health.status === 'ok' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
});
