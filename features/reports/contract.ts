import { z } from 'zod';
import {
  atLeast,
  atMost,
  atMostCharacters,
  issueText,
  mustBeNumber,
  mustBeWholeNumber,
  oneOf,
  zDateTime,
  zDay,
  zGuid,
  zTimeZone,
} from '@/lib/contracts';

// Reports over the mirror (GET /api/reports/*): carrier punctuality and dock utilisation for one branch office and a
// range of its local days, every figure aggregated by the database. How a reservation counts (in code:
// features/reports/server/classify-punctuality.ts; the SQL follows it):
// - in a report: not deleted and not gone from its day at the service, slot start within the local days asked for,
//   at the branch office (its own BranchOfficeId, else its ramp's);
// - on time: arrived within ± tolerance of the slot start; early: before it; late: after it;
// - no-show: marked as not arrived by the service, or Approved with its end passed and no arrival recorded;
// - open: none of those yet (still to come, or its slot is running); rejected or pending slots without an arrival
//   are never counted against a carrier;
// - delay: arrival minus slot start, in minutes (negative: early); dwell: arrival → departure; turnaround: from when
//   the truck was both there and due (the later of arrival and slot start) → departure, the warehouse's own time.

export const REPORT_DEFAULT_TOLERANCE_MINUTES = 15;
export const REPORT_MAX_TOLERANCE_MINUTES = 240;
/** A report covers at most this many local days (a year and a day, so a whole leap year fits). */
export const REPORT_MAX_DAYS = 367;
/** Drill-down pages. */
export const REPORT_PAGE_SIZE = 50;

export const PUNCTUALITY_OUTCOMES = ['onTime', 'early', 'late', 'noShow', 'open', 'notApproved'] as const;
export type PunctualityOutcome = (typeof PUNCTUALITY_OUTCOMES)[number];

/** Opening hours of a branch office's ramps, local wall-clock time; 00:00–24:00 is open all day. */
export const ZOpeningHours = z
  .object({
    from: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, issueText('openingTime', 'must be a time like 06:00')),
    to: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, issueText('closingTime', 'must be a time like 22:00 or 24:00')),
  })
  .refine((h) => h.from < h.to, { message: issueText('closeAfterOpen', 'must close after it opens'), path: ['to'] });
export type OpeningHours = z.infer<typeof ZOpeningHours>;
export const ALL_DAY: OpeningHours = { from: '00:00', to: '24:00' };

/** What an admin sets for every report: the punctuality tolerance, and each branch office's opening hours. */
export const ZReportSettings = z.object({
  toleranceMinutes: z.coerce
    .number({ error: mustBeNumber() })
    .int(issueText('wholeNumberOfMinutes', 'must be a whole number of minutes'))
    .min(0, atLeast(0))
    .max(
      REPORT_MAX_TOLERANCE_MINUTES,
      issueText('atMostMinutes', `must be at most ${REPORT_MAX_TOLERANCE_MINUTES} minutes`, {
        max: REPORT_MAX_TOLERANCE_MINUTES,
      }),
    ),
  /** Branch office id (lower case) → opening hours; a branch office without an entry is open all day. */
  openingHours: z.record(z.string().trim().toLowerCase().max(64), ZOpeningHours),
});
export type ReportSettings = z.infer<typeof ZReportSettings>;
export const REPORT_DEFAULT_SETTINGS: ReportSettings = {
  toleranceMinutes: REPORT_DEFAULT_TOLERANCE_MINUTES,
  openingHours: {},
};

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * One report's scope: the branch office and its local days `from`..`to`, both included. `timeZone` is the browser's,
 * used only when no zone is set for the branch office (the answer says which zone it used).
 */
export const ZReportQuery = z
  .object({
    branch: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, issueText('chooseBranchOffice', 'choose a branch office'))
      .max(64, atMostCharacters(64)),
    from: zDay,
    to: zDay,
    timeZone: zTimeZone.optional(),
  })
  .refine((q) => q.from <= q.to, { message: issueText('notBeforeFrom', 'must not be before from'), path: ['to'] })
  .refine((q) => dayCount(q.from, q.to) <= REPORT_MAX_DAYS, {
    message: issueText('reportAtMostDays', `a report covers at most ${REPORT_MAX_DAYS} days`, { max: REPORT_MAX_DAYS }),
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof ZReportQuery>;

/** A report's download: its scope and the file's format. */
export const ZReportExportQuery = ZReportQuery.safeExtend({
  format: z.enum(['csv', 'xlsx'], { error: issueText('mustBeCsvOrXlsx', 'must be csv or xlsx') }),
});
export type ReportFormat = z.infer<typeof ZReportExportQuery>['format'];

/** The drill-down: the reservations behind one number of the punctuality table. */
export const ZPunctualityDrillQuery = ZReportQuery.safeExtend({
  /** The carrier's name as the table shows it; absent for every carrier. */
  carrier: z.string().max(200, atMostCharacters(200)).optional(),
  outcome: z.enum([...PUNCTUALITY_OUTCOMES, 'all'], { error: oneOf([...PUNCTUALITY_OUTCOMES, 'all']) }).default('all'),
  page: z.coerce
    .number({ error: mustBeNumber() })
    .int(mustBeWholeNumber())
    .min(0, atLeast(0))
    .max(10_000, atMost(10_000))
    .default(0),
});
export type PunctualityDrillQuery = z.infer<typeof ZPunctualityDrillQuery>;

const minutes = z.number().nullable();

/** One row of the punctuality table (a carrier, or every carrier together). */
export const ZPunctualityRow = z.object({
  /** The carrier's name as the service holds it; "" for reservations without a carrier. */
  carrier: z.string(),
  reservations: z.number().int(),
  onTime: z.number().int(),
  early: z.number().int(),
  late: z.number().int(),
  noShow: z.number().int(),
  open: z.number().int(),
  /** Pending or rejected, no arrival: not counted for or against the carrier. */
  notApproved: z.number().int(),
  /** onTime / (onTime + early + late + noShow); null when none of those. */
  onTimeShare: z.number().nullable(),
  medianDelayMinutes: minutes,
  p90DelayMinutes: minutes,
  medianDwellMinutes: minutes,
  medianTurnaroundMinutes: minutes,
});
export type PunctualityRow = z.infer<typeof ZPunctualityRow>;

export const ZReportScope = z.object({
  branch: z.string(),
  /** As the schedule names it (nameBranch: what its ramps' names share). */
  branchName: z.string(),
  from: zDay,
  to: zDay,
  /** The zone the days were taken in. */
  timeZone: z.string(),
  /** Whether that zone is the branch office's own (set by an admin) or the browser's stand-in. */
  zoneIsBranchOwn: z.boolean(),
  /** When a download of every change last finished; null when none has (the mirror holds only what was looked at). */
  lastSyncAt: zDateTime.nullable(),
});
export type ReportScope = z.infer<typeof ZReportScope>;

export const ZPunctualityReport = ZReportScope.safeExtend({
  toleranceMinutes: z.number().int(),
  totals: ZPunctualityRow,
  /** Most reservations first. */
  carriers: z.array(ZPunctualityRow),
  /** On-time share per local ISO week (Monday first) that has any day in the range. */
  weeks: z.array(
    z.object({
      weekStart: zDay,
      counted: z.number().int(),
      onTime: z.number().int(),
      onTimeShare: z.number().nullable(),
    }),
  ),
  /**
   * Arrivals by delay, in buckets of DELAY_BUCKET_MINUTES from DELAY_BUCKETS_FROM to DELAY_BUCKETS_TO (open at both
   * ends).
   */
  delays: z.array(
    z.object({ fromMinutes: z.number().nullable(), toMinutes: z.number().nullable(), count: z.number().int() }),
  ),
});
export type PunctualityReport = z.infer<typeof ZPunctualityReport>;
export const DELAY_BUCKET_MINUTES = 10;
export const DELAY_BUCKETS_FROM = -60;
export const DELAY_BUCKETS_TO = 120;

export const ZUtilisationCell = z.object({
  /** Local hour of day, 0–23. */
  hour: z.number().int().min(0).max(23),
  /** Minutes of slots booked in that hour (approved and pending), summed over the days. */
  bookedMinutes: z.number(),
  /**
   * Minutes a truck was on site (arrival → departure; without a departure, the slot's length from arrival), up to
   * now, over the days.
   */
  actualMinutes: z.number(),
  /** Minutes the ramp was open in that hour over the range's days (a clock-change night has one hour fewer or more). */
  openMinutes: z.number(),
  /** bookedMinutes / openMinutes; null when closed. */
  utilisation: z.number().nullable(),
});
export type UtilisationCell = z.infer<typeof ZUtilisationCell>;

export const ZUtilisationReport = ZReportScope.safeExtend({
  openingHours: ZOpeningHours,
  ramps: z.array(
    z.object({
      rampId: zGuid,
      rampName: z.string(),
      bookedMinutes: z.number(),
      actualMinutes: z.number(),
      openMinutes: z.number(),
      utilisation: z.number().nullable(),
      /** 24 cells, hour 0 to 23. */
      hours: z.array(ZUtilisationCell),
    }),
  ),
  /** Every ramp together, 24 cells. */
  hours: z.array(ZUtilisationCell),
  /** Up to three local hours with the most booked minutes, busiest first. */
  busiestHours: z.array(z.number().int()),
  status: z.object({
    approved: z.number().int(),
    pending: z.number().int(),
    rejected: z.number().int(),
    total: z.number().int(),
  }),
});
export type UtilisationReport = z.infer<typeof ZUtilisationReport>;

export const ZPunctualityDrillRow = z.object({
  id: zGuid,
  number: z.string(),
  startUtc: zDateTime,
  endUtc: zDateTime,
  rampId: zGuid,
  rampName: z.string().nullable(),
  carrier: z.string(),
  vehiclePlate: z.string(),
  status: z.string(),
  arrivalUtc: zDateTime.nullable(),
  departureUtc: zDateTime.nullable(),
  delayMinutes: z.number().nullable(),
  outcome: z.enum(PUNCTUALITY_OUTCOMES),
});
export type PunctualityDrillRow = z.infer<typeof ZPunctualityDrillRow>;

export const ZPunctualityDrill = z.object({
  rows: z.array(ZPunctualityDrillRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  timeZone: z.string(),
});
export type PunctualityDrill = z.infer<typeof ZPunctualityDrill>;
