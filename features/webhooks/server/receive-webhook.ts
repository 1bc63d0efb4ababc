import 'server-only';
import { AppError, readLimitedBody } from '@/lib/errors';
import type { Environment } from '@/lib/contracts';
import type { WebhookRefusalReason } from '../contract';
import { getWebhookSigners, type WebhookSigners } from '@/lib/settings';
import { checkHeaders, verifySignature } from './verify-signature';
import { ZWebhookPayload } from './webhook-payload';
import { kickInboxProcessor, noteReceiving } from './process-inbox';
import { countRefusal } from './count-refusal';
import { storeInboxEvent } from './store-inbox-events';

export const MAX_BODY_BYTES = 256 * 1024;

type WebhookInput = { rawBody: Uint8Array | string; timestamp: string | null; signature: string | null };

// One answer for every signature problem: a caller without the secret learns nothing about what is configured or
// which check failed. The reason is counted (Admin → Webhooks) with the specific message.
const UNVERIFIED = 'Webhook refused: the signature could not be verified.';

/** The receiver route's one call: reads the signature headers and at most MAX_BODY_BYTES of body, then receives. */
export async function receiveWebhookRequest(request: Request): Promise<{ eventId: string; duplicate: boolean }> {
  const done = noteReceiving();
  try {
    return await receiveRequest(request);
  } finally {
    done();
  }
}

async function receiveRequest(request: Request): Promise<{ eventId: string; duplicate: boolean }> {
  const timestamp = request.headers.get('x-svc-timestamp');
  const signature = request.headers.get('x-svc-signature');
  // Headers first: a request that cannot be signed is refused before a byte of its body is read.
  refuseUnverifiable({ timestamp, signature, now: Date.now() });
  // Kept as bytes: the signature covers them as sent (spec §6.3), valid UTF-8 or not.
  const bytes = await readLimitedBody(request, MAX_BODY_BYTES, tooLarge);
  const rawBody = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return receive({ rawBody, timestamp, signature });
}

function refuseUnverifiable(input: Parameters<typeof checkHeaders>[0]): void {
  const headers = checkHeaders(input);
  if (!headers.ok)
    throw refuse(headers.code, 'invalid_signature', `Webhook refused: ${headers.reason}.`, undefined, UNVERIFIED);
}

/**
 * Checks and stores one webhook, nothing slower (spec §6.4: answer at once). Processing happens afterwards;
 * a stored event survives a crash or restart and is processed then. The event is stored against the environment
 * whose secret signed it; every refusal is counted by reason for Admin → Webhooks.
 */
export async function receiveWebhook(input: WebhookInput): Promise<{ eventId: string; duplicate: boolean }> {
  const done = noteReceiving();
  try {
    return await receive(input);
  } finally {
    done();
  }
}

async function receive(input: WebhookInput): Promise<{ eventId: string; duplicate: boolean }> {
  if (Buffer.byteLength(input.rawBody) > MAX_BODY_BYTES) throw tooLarge();
  const now = Date.now();
  // What needs no secret first: a request without headers or with a stale timestamp costs no settings read.
  refuseUnverifiable({ ...input, now });
  const environment = await findSigner(input, now);

  let json: unknown;
  try {
    const { rawBody } = input;
    json = JSON.parse(
      typeof rawBody === 'string'
        ? rawBody
        : Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength).toString('utf8'),
    );
  } catch {
    throw refuse('invalid_json', 'invalid_json', 'The webhook body is not valid JSON.');
  }
  const parsed = ZWebhookPayload.safeParse(json);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => ({
      field: i.path.map(String).join('.') || 'body',
      message: i.message,
    }));
    throw refuse(
      'invalid_payload',
      'invalid_request',
      `Webhook refused: ${details.map((d) => `${d.field} ${d.message}`).join('; ')}.`,
      details,
    );
  }
  const payload = parsed.data;
  // The one write before the answer (grouped with the deliveries arriving alongside, see store-inbox-events.ts).
  // Due at once: processing decides which events must settle first (process-inbox.ts), so the receiver neither
  // waits nor sets a timer per event.
  const duplicate = await storeInboxEvent({
    eventId: payload.eventId,
    environment,
    event: payload.event,
    subjectId: payload.data?.id ?? null,
    occurredAt: payload.occurredAt ? new Date(payload.occurredAt) : null,
    body: payload as Record<string, unknown>,
    nextAttemptAt: new Date(now),
  });
  if (!duplicate) kickInboxProcessor();
  return { eventId: payload.eventId, duplicate };
}

/**
 * The environment whose webhook secret signed the request: the active one first, then the others, so an event
 * of the sandbox is kept for the sandbox while production is active. Two environments sharing a secret: the
 * active one, else the first in ENVIRONMENTS order, takes the event. The secrets come from memory
 * (lib/settings/read-webhook-signers.ts); a signature none of them matches has them checked again once.
 */
async function findSigner(input: WebhookInput, now: number): Promise<Environment> {
  const first = trySigners(await getWebhookSigners(), input, now);
  if (first.environment) return first.environment;
  const again = trySigners(await getWebhookSigners({ recheck: true }), input, now);
  if (again.environment) return again.environment;
  // Not a refusal but Slotboard's own fault: a 5xx, so the service delivers again once the keys are fixed.
  if (again.unreadable) throw again.unreadable;
  if (!again.anySecret)
    throw refuse(
      'no_secret',
      'invalid_signature',
      'Webhook refused: no webhook secret is configured for any environment (Admin → Service connection).',
      undefined,
      UNVERIFIED,
    );
  throw refuse('signature_mismatch', 'invalid_signature', `Webhook refused: ${again.failure}.`, undefined, UNVERIFIED);
}

function trySigners(signers: WebhookSigners, input: WebhookInput, now: number) {
  let anySecret = false;
  let failure = '';
  let unreadable: Error | null = null;
  for (const environment of signers.order) {
    const secrets = signers.secrets.get(environment) ?? [];
    // Undecryptable settings (APP_SECRET changed): another environment may still have signed it.
    if (secrets instanceof Error) {
      unreadable ??= secrets;
      continue;
    }
    if (secrets.length === 0) continue;
    anySecret = true;
    const check = verifySignature({ ...input, secrets, now });
    if (check.ok) return { environment, anySecret, failure, unreadable };
    failure = check.reason;
  }
  return { environment: null, anySecret, failure, unreadable };
}

/**
 * Counts the refusal with `message` (in memory, see count-refusal.ts) and answers `answer` (the same, unless it must
 * not tell the caller more).
 */
function refuse(
  reason: WebhookRefusalReason,
  code: 'invalid_signature' | 'invalid_json' | 'invalid_request' | 'payload_too_large',
  message: string,
  details?: unknown,
  answer = message,
) {
  countRefusal(reason, message);
  return new AppError(code, answer, details);
}

const tooLarge = () =>
  refuse('too_large', 'payload_too_large', `A webhook body may be at most ${MAX_BODY_BYTES / 1024} KB.`);
