import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { DAY_PLAN_CSS, dayPlanKit, formatDay, PrintToolbar, renderDayPlanHtml, ZDayPlanQuery } from '@/features/print';
import { Alert } from '@/components/ui/alert';
import { branchKey, dayPlanUrl, formatScheduleUrl } from '@/lib/contracts';
import { AppError } from '@/lib/errors';
import { describeError, sayIssue } from '@/lib/i18n';
import { loadDayPlan } from '@/features/print/server';
import { localDateOf } from '@/lib/time';
import { loadBranchTimeZones } from '@/lib/settings';
import { requirePageUser } from '@/lib/auth';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('print'))('pageTitle') };
}

type SearchParams = Record<string, string | string[] | undefined>;

/** A server component renders once per request: "today" is read once, at that request. */
const todayIn = (timeZone: string) => localDateOf(Date.now(), timeZone);

// The printed day plan: ?date=YYYY-MM-DD[&branch=<id>][&timeZone=<the browser's>], one A4 landscape sheet per branch
// office; without a date, today's in the branch office's zone (else the given one, else UTC). The sheets are the
// same markup the PDF route hands to Chromium (features/print/logic/render-day-plan-html.ts), in the reader's language.
export default async function PrintDayPlanPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePageUser();
  const [t, validation, locale] = await Promise.all([
    getTranslations('print'),
    getTranslations('validation'),
    getLocale(),
  ]);
  const words = { t, locale };
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  if (!raw.date) {
    const own = (await loadBranchTimeZones())[branchKey(raw.branch)];
    const given = ZDayPlanQuery.shape.timeZone.safeParse(raw.timeZone).data;
    raw.date = todayIn(own ?? given ?? 'UTC');
  }
  const parsed = ZDayPlanQuery.safeParse(raw);
  if (!parsed.success) {
    return (
      <Problem heading={t('heading')} title={t('cannotPrint')} back={t('backToSchedule')}>
        {parsed.error.issues
          .map((i) => `${i.path.join('.') || t('queryField')}: ${sayIssue(validation, i)}`)
          .join('; ')}
        .
      </Problem>
    );
  }
  const query = parsed.data;
  let plan;
  try {
    plan = await loadDayPlan(query, dayPlanKit(words));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const errors = await getTranslations('errors');
    const { code, values } = describeError(error);
    return (
      <Problem heading={t('heading')} title={t('loadFailed')} back={t('backToSchedule')}>
        {errors(`codes.${code}`, values)}
      </Problem>
    );
  }

  const branch = query.branch ?? '';
  const scope = query.branch ? (plan.branches[0]?.label ?? t('thisBranch')) : t('everyBranch');
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: DAY_PLAN_CSS }} />
      <PrintToolbar
        title={t('title', { day: formatDay(plan.date, locale) })}
        scope={scope}
        sheets={plan.branches.length}
        pdfHref={dayPlanUrl({ date: plan.date, branch, timeZone: query.timeZone }, '/api/schedule/print')}
        backHref={`/schedule${formatScheduleUrl({ date: plan.date, view: 'day', branch: branch || 'all', zoom: 30 })}`}
      />
      {plan.stale ? (
        <div className="no-print mx-auto max-w-[297mm] px-2 pb-2">
          <Alert tone="warning" title={t('staleTitle')}>
            {t('staleText', { reason: plan.stale.message })}
          </Alert>
        </div>
      ) : null}
      <div className="pb-6 print:p-0" dangerouslySetInnerHTML={{ __html: renderDayPlanHtml(plan, words) }} />
    </>
  );
}

function Problem({
  heading,
  title,
  back,
  children,
}: {
  heading: string;
  title: string;
  back: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-3 p-6">
      <h1 className="text-xl font-semibold">{heading}</h1>
      <Alert tone="error" title={title}>
        {children}
      </Alert>
      <a href="/schedule" className="text-sm text-indigo-700 underline dark:text-indigo-300">
        {back}
      </a>
    </div>
  );
}
