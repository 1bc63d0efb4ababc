import { z } from 'zod';
import { zDateTime, zDay, zGuid, zTimeZone } from '@/lib/contracts';

// The printed day plan (/schedule/print and GET /api/schedule/print): one local day, one A4 landscape sheet per branch
// office, ramps by hours. The page and the PDF route read the same query and draw the same plan.

/**
 * Which day and which branch office: `branch` absent (or "all") prints every branch office. `timeZone` is the
 * browser's, used only for a branch office that has no zone of its own yet (as the schedule does).
 */
export const ZDayPlanQuery = z.object({
  date: zDay,
  branch: z
    .string()
    .trim()
    .transform((v) => (v === '' || v.toLowerCase() === 'all' ? undefined : v.toLowerCase()))
    .pipe(zGuid.optional())
    .optional(),
  timeZone: zTimeZone.optional(),
});
export type DayPlanQuery = z.output<typeof ZDayPlanQuery>;

/** One reservation as the sheet prints it: words, never colour alone. */
export const ZDayPlanEntry = z.object({
  id: zGuid,
  reservationNumber: z.string(),
  startUtc: zDateTime,
  endUtc: zDateTime,
  carrier: z.string(),
  vehiclePlate: z.string(),
  trailerPlate: z.string(),
  orderNumbers: z.string(),
  status: z.string(),
});
export type DayPlanEntry = z.infer<typeof ZDayPlanEntry>;

export const ZDayPlanBranch = z.object({
  branchOfficeId: z.string(),
  /** As the schedule names it (what its ramps' names share). */
  label: z.string(),
  timeZone: z.string(),
  /** False: no zone is set for the branch office, the times are in the browser's zone (or UTC). */
  zoneIsBranchOwn: z.boolean(),
  /** In the schedule's order, labelled as the schedule labels them (short name, then the localized name). */
  ramps: z.array(z.object({ id: zGuid, shortName: z.string(), name: z.string(), entries: z.array(ZDayPlanEntry) })),
});
export type DayPlanBranch = z.infer<typeof ZDayPlanBranch>;

export const ZDayPlan = z.object({
  date: zDay,
  printedAt: zDateTime,
  branches: z.array(ZDayPlanBranch),
  /** The service did not answer: the plan is Slotboard's saved copy, last confirmed at `since`. */
  stale: z.object({ since: zDateTime.nullable(), message: z.string() }).optional(),
});
export type DayPlan = z.infer<typeof ZDayPlan>;

/** How long the server waits for Chromium to print a plan before it gives up (launch included). */
export const DAY_PLAN_PDF_TIMEOUT_MS = 30_000;
