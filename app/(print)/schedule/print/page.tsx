import { PrintToolbar } from '@/components/print/print-toolbar';
import { Alert } from '@/components/ui/alert';
import { branchKey, ZDayPlanQuery } from '@/lib/contracts';
import { AppError } from '@/lib/errors';
import { loadDayPlan } from '@/lib/print';
import { DAY_PLAN_CSS, DAY_PLAN_KIT, dayPlanUrl, formatDay, formatScheduleUrl, localDateOf, renderDayPlanHtml } from '@/lib/schedule';
import { loadBranchTimeZones } from '@/lib/settings';

export const metadata = { title: 'Day plan · Slotboard' };

type SearchParams = Record<string, string | string[] | undefined>;

/** A server component renders once per request: "today" is read once, at that request. */
const todayIn = (timeZone: string) => localDateOf(Date.now(), timeZone);

// The printed day plan: ?date=YYYY-MM-DD[&branch=<id>][&timeZone=<the browser's>], one A4 landscape sheet per branch
// office; without a date, today's in the branch office's zone (else the given one, else UTC). The sheets are the
// same markup the PDF route hands to Chromium (lib/schedule/render-day-plan-html.ts).
export default async function PrintDayPlanPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  if (!raw.date) {
    const own = (await loadBranchTimeZones())[branchKey(raw.branch)];
    const given = ZDayPlanQuery.shape.timeZone.safeParse(raw.timeZone).data;
    raw.date = todayIn(own ?? given ?? 'UTC');
  }
  const parsed = ZDayPlanQuery.safeParse(raw);
  if (!parsed.success) {
    return (
      <Problem title="This day plan cannot be printed">
        {parsed.error.issues.map((i) => `${i.path.join('.') || 'query'}: ${i.message}`).join('; ')}.
      </Problem>
    );
  }
  const query = parsed.data;
  let plan;
  try {
    plan = await loadDayPlan(query, DAY_PLAN_KIT);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return <Problem title="The day plan could not be loaded">{error.message}</Problem>;
  }

  const branch = query.branch ?? '';
  const scope = query.branch ? (plan.branches[0]?.label ?? 'This branch office') : 'Every branch office';
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: DAY_PLAN_CSS }} />
      <PrintToolbar
        title={`Day plan · ${formatDay(plan.date)}`}
        scope={scope}
        sheets={plan.branches.length}
        pdfHref={dayPlanUrl({ date: plan.date, branch, timeZone: query.timeZone }, '/api/schedule/print')}
        backHref={`/schedule${formatScheduleUrl({ date: plan.date, view: 'day', branch: branch || 'all', zoom: 30 })}`}
      />
      {plan.stale ? (
        <div className="no-print mx-auto max-w-[297mm] px-2 pb-2">
          <Alert tone="warning" title="The reservation service is not answering">
            {plan.stale.message}. The sheets show Slotboard&apos;s saved copy and say so.
          </Alert>
        </div>
      ) : null}
      <div className="pb-6 print:p-0" dangerouslySetInnerHTML={{ __html: renderDayPlanHtml(plan) }} />
    </>
  );
}

function Problem({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl space-y-3 p-6">
      <h1 className="text-xl font-semibold">Day plan</h1>
      <Alert tone="error" title={title}>
        {children}
      </Alert>
      <a href="/schedule" className="text-sm text-indigo-700 underline dark:text-indigo-300">
        Back to the schedule
      </a>
    </div>
  );
}
