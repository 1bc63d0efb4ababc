// The service's signed webhooks (spec §6): verified on the raw body, stored once per eventId, answered at once.
import { route } from '@/lib/api';
import { receiveWebhookRequest } from '@/features/webhooks/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = route({ role: 'public', skipOriginCheck: true }, async ({ request }) => ({
  received: true,
  ...(await receiveWebhookRequest(request)),
}));
