// Public entry of print for pages, routes and other features (browser-safe; the server side is ./server).
// The printed day plan: each branch office's day on paper, in the browser and as a PDF.
export * from './contract';
export {
  DAY_PLAN_DEFAULT_HOURS,
  DAY_PLAN_NO_STATUS,
  layOutDayPlanSheet,
  type DayPlanItem,
  type DayPlanRow,
  type DayPlanSheet,
} from './logic/lay-out-day-plan';
export {
  DAY_PLAN_CSS,
  DAY_PLAN_PAGE,
  escapeHtml,
  formatDay,
  formatPrintedAt,
  renderDayPlanDocument,
  renderDayPlanHtml,
} from './logic/render-day-plan-html';
export { DAY_PLAN_MIN_SCALE, fitDayPlanSheets } from './logic/fit-day-plan-sheets';
export { dayPlanKit } from './logic/day-plan-kit';
export { PrintToolbar } from './client/print-toolbar';
