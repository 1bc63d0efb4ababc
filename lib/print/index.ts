// Public entry of lib/print: the printed day plan's data, and the same plan as a PDF printed by the server's Chromium.
export { loadDayPlan } from './load-day-plan';
export type { DayPlanKit } from './day-plan-kit';
export { printDayPlanPdf } from './print-day-plan-pdf';
export { chromiumMissing, findChromium, renderPdf, PDF_CHROMIUM_ARGS, PDF_MAX_WAITING, type RenderPdfOptions } from './render-pdf';
