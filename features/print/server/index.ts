// Server entry of print: what routes, pages and other features' servers call.
export { loadDayPlan } from './load-day-plan';
export type { DayPlanKit } from './day-plan-kit';
export { printDayPlanPdf } from './print-day-plan-pdf';
export {
  chromiumMissing,
  findChromium,
  renderPdf,
  pdfChromiumLaunch,
  PDF_CHROMIUM_ARGS,
  PDF_MAX_WAITING,
  type RenderPdfOptions,
} from './render-pdf';
