import { z } from 'zod';
import { atMostCharacters, issueText, orMore, ZEnvironment, zSearchText } from '@/lib/contracts';

// Admin → Webhooks: the overview route's query and answer, and the replay of dead events, shared by the routes,
// the page and its hooks.

/**
 * Where an inbox event stands. received: stored, not tried yet; retrying: tried and failed (or being tried right
 * now), due again later; processed: finished, with `lastError` when it was finished without effect (an unknown
 * kind, a data.id that is not a GUID); dead: given up after WEBHOOK_MAX_ATTEMPTS, kept until replayed.
 */
export const WEBHOOK_STATUSES = ['received', 'retrying', 'processed', 'dead'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];

/**
 * Why a delivery was refused before it reached the inbox; the keys are stored (table webhook_refusals), so they stay.
 * Their words: messages' admin.webhooks.refusals.reasons.
 */
export const WEBHOOK_REFUSAL_REASONS = [
  'missing_headers',
  'invalid_timestamp',
  'stale_timestamp',
  'no_secret',
  'signature_mismatch',
  'too_large',
  'invalid_json',
  'invalid_payload',
] as const;
export type WebhookRefusalReason = (typeof WEBHOOK_REFUSAL_REASONS)[number];

export const WEBHOOK_PAGE_SIZE = 20;

export const ZWebhookInboxQuery = z.object({
  status: z
    .enum(['all', ...WEBHOOK_STATUSES], {
      error: issueText('mustBeWebhookStatus', 'must be all, received, retrying, processed or dead'),
    })
    .default('all'),
  page: z.coerce
    .number({ error: issueText('mustBePageNumber', 'must be a page number') })
    .int()
    .min(1, orMore(1))
    .max(100_000, issueText('orLess', 'must be 100000 or less', { max: 100_000 }))
    .default(1),
  /** One event id, or the reservation (or order) id the events are about; exact, any case. Empty: no search. */
  search: zSearchText.optional().transform((v) => v || undefined),
});
export type WebhookInboxQuery = z.input<typeof ZWebhookInboxQuery>;

export const ZWebhookEvent = z.object({
  eventId: z.string(),
  event: z.string(),
  subjectId: z.string().nullable(),
  environment: ZEnvironment,
  status: z.enum(WEBHOOK_STATUSES),
  receivedAt: z.string(),
  occurredAt: z.string().nullable(),
  deliveries: z.number().int(),
  attempts: z.number().int(),
  nextAttemptAt: z.string(),
  processedAt: z.string().nullable(),
  deadAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** The body as the service sent it (it carries ids and status codes, never a secret; spec §6.2). */
  payload: z.record(z.string(), z.unknown()),
});
export type WebhookEvent = z.infer<typeof ZWebhookEvent>;

export const ZWebhookOverview = z.object({
  /** The address to paste into the service's webhook subscription. */
  receiverUrl: z.string(),
  retentionDays: z.number().int(),
  maxAttempts: z.number().int(),
  environments: z.array(
    z.object({
      environment: ZEnvironment,
      configured: z.boolean(),
      active: z.boolean(),
      /** Ids and dates only: a secret never leaves the server. */
      secrets: z.array(z.object({ id: z.string(), addedAt: z.string() })),
    }),
  ),
  counts: z.object({
    received: z.number().int(),
    retrying: z.number().int(),
    processed: z.number().int(),
    dead: z.number().int(),
  }),
  inbox: z.object({
    status: ZWebhookInboxQuery.shape.status.unwrap(),
    search: z.string().nullable(),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    events: z.array(ZWebhookEvent),
  }),
  refusals: z.array(
    z.object({ reason: z.string(), count: z.number().int(), lastAt: z.string(), lastDetail: z.string().nullable() }),
  ),
  /** The latest arrival of each event kind still in the inbox, newest first. */
  lastByKind: z.array(z.object({ event: z.string(), lastReceivedAt: z.string(), count: z.number().int() })),
});
export type WebhookOverview = z.infer<typeof ZWebhookOverview>;

export const ZReplayWebhooks = z.object({
  eventIds: z
    .array(z.string().trim().min(1, issueText('notEmpty', 'must not be empty')).max(100, atMostCharacters(100)), {
      error: issueText('mustBeEventIds', 'must be a list of event ids'),
    })
    .min(1, issueText('atLeastOneEvent', 'name at least one event'))
    .max(100, issueText('atMostEvents', 'at most 100 events at a time', { max: 100 })),
});
export type ReplayWebhooksInput = z.input<typeof ZReplayWebhooks>;

/** 202: the dead events named were queued; the others were left as they are, each with the reason. */
export const ZReplayResult = z.object({
  queued: z.number().int(),
  queuedIds: z.array(z.string()),
  skipped: z.array(z.object({ eventId: z.string(), reason: z.enum(['not_found', 'not_dead']) })),
});
export type ReplayResult = z.infer<typeof ZReplayResult>;
