import 'server-only';
import { DAY_PLAN_PDF_TIMEOUT_MS, type DayPlanQuery } from '../contract';
import { env } from '@/lib/env';
import type { DayPlanKit } from './day-plan-kit';
import { loadDayPlan } from './load-day-plan';
import { findChromium, renderPdf } from './render-pdf';

/** GET /api/schedule/print: the day plan as a PDF, one A4 landscape page per branch office, printed by Chromium. */
export async function printDayPlanPdf(query: DayPlanQuery, kit: DayPlanKit): Promise<Response> {
  const executablePath = env().CHROMIUM_PATH;
  // Said before any reservation is read: without Chromium there is nothing to wait for.
  await findChromium(executablePath);
  const plan = await loadDayPlan(query, kit);
  const pdf = await renderPdf(kit.renderDocument(plan), {
    executablePath,
    timeoutMs: DAY_PLAN_PDF_TIMEOUT_MS,
    prepare: kit.fitSheets,
    page: kit.page,
  });
  const branch = query.branch && plan.branches[0] ? `-${fileWord(plan.branches[0].label)}` : '';
  return new Response(pdf.buffer as ArrayBuffer, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${kit.fileStem}-${plan.date}${branch}.pdf"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Slotboard-Sheets': String(plan.branches.length),
    },
  });
}

/** A label as a file name word: "Brno DC" → "brno-dc". */
const fileWord = (label: string) =>
  label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'branch';
