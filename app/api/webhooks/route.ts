// The service's signed webhooks (spec §6): verified on the raw body, stored once per eventId, answered at once.
import { AppError } from '@/lib/errors';
import { route } from '@/lib/api';
import { MAX_BODY_BYTES, receiveWebhook } from '@/lib/webhooks';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = route({ role: 'public', skipOriginCheck: true }, async ({ request }) => {
  const received = await receiveWebhook({
    rawBody: await readLimited(request, MAX_BODY_BYTES),
    timestamp: request.headers.get('x-svc-timestamp'),
    signature: request.headers.get('x-svc-signature'),
  });
  return { received: true, ...received };
});

// Content-Length may be absent (chunked): stop reading past the limit instead of buffering whatever is sent.
async function readLimited(request: Request, limit: number): Promise<string> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError('payload_too_large', `A webhook body may be at most ${limit / 1024} KB.`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
