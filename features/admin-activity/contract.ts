import { z } from 'zod';
import { atLeast, atMost, isGuid, issueText, mustBeNumber, mustBeWholeNumber, oneOf, zTimeZone } from '@/lib/contracts';

// Admin → Activity, the audit trail (GET /api/admin/activity and its CSV export): who changed which user, connection,
// secret, environment, sync, webhook or report setting, when, and from what to what. Secrets are never shown.

/** The groups of audited actions a person filters by. */
export const ACTIVITY_KINDS = ['users', 'connection', 'environment', 'secrets', 'sync', 'webhooks', 'reports'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
export const ACTIVITY_PAGE_SIZES = [25, 50, 100] as const;
export const MAX_ACTIVITY_PAGE_SIZE = 200;
export const MAX_ACTIVITY_PAGE = 100_000;
/** `actor=system`: what Slotboard did by itself (start-up, the demo), not a person. */
export const SYSTEM_ACTOR = 'system';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A calendar day that exists (2026-02-30 does not). */
export const isActivityDay = (value: string) =>
  DAY.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);
const isInstant = (value: string) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value));

const bound = z
  .string()
  .trim()
  .refine((v) => isActivityDay(v) || isInstant(v), {
    message: issueText(
      'dayOrDateTime',
      'must be a day like 2026-11-23 or a date-time with an offset like 2026-11-23T00:00:00+01:00',
    ),
  });

const count = (min: number, max: number) =>
  z.coerce.number({ error: mustBeNumber() }).int(mustBeWholeNumber()).min(min, atLeast(min)).max(max, atMost(max));

/**
 * The trail's filters. `actor` is a user id or "system". `from`/`to` are either days, read on the clock of `timeZone`
 * (an IANA zone, UTC when absent) and both included whole, or instants with an offset (`from` included, `to` not).
 * The page sends days and the browser's zone, so a shared link keeps the days it shows. Only coercions and defaults,
 * no transforms: parsing an already parsed query gives it back unchanged.
 */
export const ZActivityFilters = z.object({
  actor: z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => v === SYSTEM_ACTOR || isGuid(v), {
      message: issueText('mustBeUserIdOrSystem', 'must be a user id (GUID) or "system"'),
    })
    .optional(),
  kind: z.enum(ACTIVITY_KINDS, { error: oneOf(ACTIVITY_KINDS) }).optional(),
  from: bound.optional(),
  to: bound.optional(),
  timeZone: zTimeZone.default('UTC'),
});

const toAfterFrom = (q: { from?: string; to?: string }) => {
  if (!q.from || !q.to) return true;
  if (isActivityDay(q.from) && isActivityDay(q.to)) return q.from <= q.to;
  if (isInstant(q.from) && isInstant(q.to)) return Date.parse(q.from) < Date.parse(q.to);
  // A day and an instant: the day's edges depend on the zone; an empty answer says enough.
  return true;
};

/** GET /api/admin/activity: the filters and a page (counting from 0), newest first. */
export const ZActivityQuery = ZActivityFilters.extend({
  page: count(0, MAX_ACTIVITY_PAGE).default(0),
  pageSize: count(1, MAX_ACTIVITY_PAGE_SIZE).default(50),
}).refine(toAfterFrom, { path: ['to'], message: issueText('notBeforeFrom', 'must not be before from') });
export type ActivityQuery = z.output<typeof ZActivityQuery>;
export type ActivityQueryInput = z.input<typeof ZActivityQuery>;

/** GET /api/admin/activity/export: the same filters, every matching entry. */
export const ZActivityExportQuery = ZActivityFilters.refine(toAfterFrom, {
  path: ['to'],
  message: issueText('notBeforeFrom', 'must not be before from'),
});
export type ActivityExportQuery = z.output<typeof ZActivityExportQuery>;
export type ActivityExportQueryInput = z.input<typeof ZActivityExportQuery>;

/**
 * Words of an entry before they are put in a language: text as recorded (a name, an address, a value; "" for a value
 * the entry did not record, "—" for nothing), a message of messages' `activity` namespace with its arguments (which are
 * words themselves, or counts), a list ("a, b") or a list read as one ("a, b and c"). The server says what happened;
 * each reader's page, and the CSV export in the requester's language, put it in words (lib/i18n: activityText).
 */
export type ActivityText =
  | string
  | { code: string; values?: Record<string, ActivityText | number> }
  | { list: ActivityText[] }
  | { and: ActivityText[] };
export const ZActivityText: z.ZodType<ActivityText> = z.lazy(() =>
  z.union([
    z.string(),
    z.object({ code: z.string(), values: z.record(z.string(), z.union([ZActivityText, z.number()])).optional() }),
    z.object({ list: z.array(ZActivityText) }),
    z.object({ and: z.array(ZActivityText) }),
  ]),
);

/**
 * One field an entry changed: its name, and from what to what ("" for a value not recorded, "changed" for a secret).
 */
export const ZActivityChange = z.object({ field: ZActivityText, from: ZActivityText, to: ZActivityText });
export type ActivityChange = z.infer<typeof ZActivityChange>;

export const ZActivityEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Who did it; null for Slotboard itself. `known` is false when the id names no user (any more). */
  actor: z.object({ id: z.string(), name: z.string(), email: z.string(), known: z.boolean() }).nullable(),
  action: z.string(),
  /** The group the action belongs to; null for an action this version does not know. */
  kind: z.enum(ACTIVITY_KINDS).nullable(),
  /** One sentence: what was done to what. */
  summary: ZActivityText,
  changes: z.array(ZActivityChange),
});
export type ActivityEntry = z.infer<typeof ZActivityEntry>;

export const ZActivityPage = z.object({
  rows: z.array(ZActivityEntry),
  /** Every match across pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityPage = z.infer<typeof ZActivityPage>;
