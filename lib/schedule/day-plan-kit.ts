// What the server's day-plan code (lib/print) is handed by app/: the schedule's grouping, the sheets' markup, the fit.
import { fitDayPlanSheets } from './fit-day-plan-sheets';
import { groupRamps } from './group-ramps';
import { DAY_PLAN_PAGE, renderDayPlanDocument } from './render-day-plan-html';

export const DAY_PLAN_KIT = {
  groupRamps,
  renderDocument: renderDayPlanDocument,
  fitSheets: fitDayPlanSheets,
  page: DAY_PLAN_PAGE,
} as const;
