import type { DayPlan } from '../contract';
import type { Ramp } from '@/lib/contracts';

/**
 * The browser-safe half of the day plan, handed in by the caller (the page, the route): how the schedule groups and
 * names ramps, the sheets' markup in the reader's language, the function that fits each sheet to its page, the page's
 * size and the PDF's file name. They live in features/print/logic, which the print page shares with the browser; a
 * server module never imports browser code, so app/ (which may import both) passes `dayPlanKit(words)` from there.
 */
export interface DayPlanKit {
  groupRamps: <R extends Ramp>(ramps: readonly R[]) => { branchOfficeId: string; label: string; ramps: R[] }[];
  renderDocument: (plan: DayPlan) => string;
  /** Run in Chromium before printing: sent there as text, so it must be self-contained. */
  fitSheets: () => unknown;
  page: { widthMm: number; heightMm: number; marginMm: number };
  /** The PDF's file name before its date, in the reader's language: "day-plan" (day-plan-2026-11-23.pdf). */
  fileStem: string;
}
