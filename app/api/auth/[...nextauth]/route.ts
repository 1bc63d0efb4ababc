// next-auth's endpoints: public, but a POST (sign-in, sign-out) only from Slotboard's own pages (the wrapper's Origin
// check stops login CSRF), then the body limit, the sign-in throttle and queue (lib/auth/handle-auth-request.ts).
import { z } from 'zod';
import { route } from '@/lib/api';
import { handleAuthRequest } from '@/lib/auth';

export const dynamic = 'force-dynamic';

const ZNextAuthParams = z.object({ nextauth: z.array(z.string()).min(1, 'name a next-auth action') });

const handle = route({ role: 'public', params: ZNextAuthParams }, ({ request, params }) =>
  handleAuthRequest(request, params.nextauth),
);

export { handle as GET, handle as POST };
