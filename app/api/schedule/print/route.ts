// The printed day plan as a PDF: one A4 landscape page per branch office (or the one asked for), printed by the
// server's Chromium; 503 print_unavailable, saying what to do, where there is none.
import { route } from '@/lib/api';
import { ZDayPlanQuery } from '@/lib/contracts';
import { printDayPlanPdf } from '@/lib/print';
import { DAY_PLAN_KIT } from '@/lib/schedule';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = route({ role: 'viewer', query: ZDayPlanQuery }, async ({ query }) => printDayPlanPdf(query, DAY_PLAN_KIT));
