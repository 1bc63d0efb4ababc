// The service's signed webhooks (spec §6): verified on the raw body, stored once per eventId, answered at once.
import { AppError } from '@/lib/api/app-error';
import { route } from '@/lib/api/route';
import { MAX_BODY_BYTES, receiveWebhook } from '@/lib/webhooks';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = route({ role: 'public', skipOriginCheck: true }, async ({ request }) => {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw new AppError('payload_too_large', `A webhook body may be at most ${MAX_BODY_BYTES / 1024} KB.`);
  const received = await receiveWebhook({
    rawBody: await request.text(),
    timestamp: request.headers.get('x-svc-timestamp'),
    signature: request.headers.get('x-svc-signature'),
  });
  return { received: true, ...received };
});
