'use client';

// /reports: carrier punctuality and dock utilisation for one branch office over a range of its local days, from the
// mirror. The scope lives in the URL (?branch=&from=&to=) so a link shows the same report.
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { IncompleteMirrorNotice } from '@/features/sync';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DateInput, Select } from '@/components/ui/field';
import { useInBrowser } from '@/components/ui/use-in-browser';
import { PageHeader } from '@/components/ui/page-header';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { useIssueMessage } from '@/components/ui/use-issue-message';
import { branchKey } from '@/lib/contracts';
import { type ReportQuery, ZReportQuery } from '../contract';
import { usePunctualityReport, useReportSettings, useUtilisationReport } from './queries';
import { useResources } from '@/lib/queries';
import { groupRamps } from '@/lib/contracts';
import { localDateOf } from '@/lib/time';
import { PunctualityRules } from './counting-rules';
import { DelayChart } from './delay-chart';
import { ExportLinks } from './export-links';
import { dayCount, useReportFormat } from './format-report';
import { OnTimeTrendChart } from './on-time-trend-chart';
import { PunctualityDrillDialog } from './punctuality-drill';
import { PunctualityTable, type DrillTarget } from './punctuality-table';
import {
  defaultRange,
  formatReportUrl,
  presetOf,
  presetRange,
  RANGE_PRESETS,
  readReportUrl,
  type ReportRange,
} from './report-range';
import { ReportSettingsPanel } from './report-settings';
import { UtilisationSection } from './utilisation-section';

interface ReportsBoardProps {
  /** Time zone per branch office id (branchKey), from the admin's settings; others use the browser's zone. */
  branchTimeZones: Record<string, string>;
  isAdmin: boolean;
}

/** Rendered in the browser only: "today" and the browser's zone do not exist on the server. */
export function ReportsBoard(props: ReportsBoardProps) {
  const t = useTranslations('reports');
  return useInBrowser() ? (
    <Board {...props} />
  ) : (
    <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>
  );
}

function Board({ branchTimeZones, isAdmin }: ReportsBoardProps) {
  const t = useTranslations('reports');
  const f = useReportFormat();
  const errorMessage = useErrorMessage();
  const issueMessage = useIssueMessage();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const resources = useResources();
  const settings = useReportSettings();
  const [openedAt] = useState(() => Date.now());
  const [drill, setDrill] = useState<{ target: DrillTarget; title: string } | null>(null);

  // Reports are per branch office: ramps the service lists without one have no report of their own.
  const branches = useMemo(
    () => groupRamps(resources.data ?? []).filter((b) => b.branchOfficeId !== ''),
    [resources.data],
  );
  const url = readReportUrl(params);
  const group = branches.find((b) => branchKey(b.branchOfficeId) === branchKey(url.branch)) ?? branches[0];
  const branch = branchKey(group?.branchOfficeId);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zone = branchTimeZones[branch] ?? browserZone;
  const today = localDateOf(openedAt, zone);
  const range: ReportRange = url.from && url.to ? { from: url.from, to: url.to } : defaultRange(today);
  const checked = ZReportQuery.safeParse({ branch, from: range.from, to: range.to, timeZone: browserZone });
  const query: ReportQuery | null = group && checked.success ? checked.data : null;
  const punctuality = usePunctualityReport(query);
  const utilisation = useUtilisationReport(query);

  const [draft, setDraft] = useState(range);
  const [draftFor, setDraftFor] = useState(range);
  if (draftFor.from !== range.from || draftFor.to !== range.to) {
    setDraftFor(range);
    setDraft(range);
  }
  const draftCheck = ZReportQuery.safeParse({ branch: branch || 'x', from: draft.from, to: draft.to });
  const draftIssue = draftCheck.success ? undefined : draftCheck.error.issues[0];
  const draftField = draftIssue?.path.join('.') === 'to' ? 'to' : 'from';
  const draftError = draftIssue ? t('scope.draftError', { field: draftField, reason: issueMessage(draftIssue) }) : null;

  const setScope = (change: Partial<ReportRange> & { branch?: string }) =>
    router.replace(
      `${pathname}${formatReportUrl({ branch: change.branch ?? group?.branchOfficeId ?? '', from: change.from ?? range.from, to: change.to ?? range.to })}`,
      { scroll: false },
    );
  const preset = presetOf(range, today);
  const lastSyncAt = punctuality.data
    ? punctuality.data.lastSyncAt
    : utilisation.data
      ? utilisation.data.lastSyncAt
      : undefined;
  const scope = punctuality.data ?? utilisation.data;

  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} description={t('description')} />

      {resources.isError ? (
        <Alert tone="error" title={t('branchesError.title')}>
          {t('branchesError.text', { error: errorMessage(resources.error) })}
        </Alert>
      ) : !resources.data ? (
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          {t('loadingBranches')}
        </p>
      ) : branches.length === 0 ? (
        <Alert tone="info" title={t('noBranches.title')}>
          {isAdmin
            ? t.rich('noBranches.admin', {
                link: (chunks) => (
                  <Link href="/admin/connection" className="underline">
                    {chunks}
                  </Link>
                ),
              })
            : t('noBranches.other')}
        </Alert>
      ) : (
        <>
          <div className="space-y-3">
            <div className="flex flex-wrap items-end gap-4">
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t('scope.branch')}
                <Select size="sm" value={group!.branchOfficeId} onChange={(e) => setScope({ branch: e.target.value })}>
                  {branches.map((b) => (
                    <option key={b.branchOfficeId} value={b.branchOfficeId}>
                      {b.label}
                    </option>
                  ))}
                </Select>
              </label>
              <form
                aria-label={t('scope.dateRange')}
                noValidate
                className="flex flex-wrap items-end gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!draftError) setScope(draft);
                }}
              >
                <label className="flex flex-col gap-1 text-sm font-medium">
                  {t('scope.from')}
                  <DateInput
                    size="sm"
                    value={draft.from}
                    onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
                    aria-invalid={(draftIssue && draftField === 'from') || undefined}
                  />
                </label>
                <label className="flex flex-col gap-1 text-sm font-medium">
                  {t('scope.to')}
                  <DateInput
                    size="sm"
                    value={draft.to}
                    onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
                    aria-invalid={(draftIssue && draftField === 'to') || undefined}
                  />
                </label>
                <Button
                  type="submit"
                  variant="secondary"
                  disabled={!!draftError || (draft.from === range.from && draft.to === range.to)}
                >
                  {t('scope.show')}
                </Button>
              </form>
              <div role="group" aria-label={t('scope.ranges')} className="flex flex-wrap gap-1">
                {RANGE_PRESETS.map((p) => (
                  <Button
                    key={p}
                    size="sm"
                    variant={preset === p ? 'primary' : 'ghost'}
                    aria-pressed={preset === p}
                    onClick={() => setScope(presetRange(p, today))}
                  >
                    {t(`scope.presets.${p}`)}
                  </Button>
                ))}
              </div>
            </div>
            {draftError ? <p className="text-sm text-red-700 dark:text-red-400">{draftError}</p> : null}
            <p className="text-sm text-zinc-700 dark:text-zinc-300" data-testid="report-scope">
              {t.rich('scope.summary', {
                b: (chunks) => <span className="font-medium">{chunks}</span>,
                branch: group!.label,
                range: f.dayRange(range.from, range.to),
                days: dayCount(range.from, range.to),
                zone: scope?.timeZone ?? zone,
                browserZone: scope && !scope.zoneIsBranchOwn ? 'yes' : 'no',
              })}
            </p>
            {!checked.success ? (
              <Alert tone="warning">
                {t('scope.badUrl', { reason: checked.error.issues[0] ? issueMessage(checked.error.issues[0]) : '' })}
              </Alert>
            ) : null}
          </div>

          {lastSyncAt === null ? (
            <IncompleteMirrorNotice title={t('incomplete.title')} canSync={isAdmin}>
              {t('incomplete.text')}
            </IncompleteMirrorNotice>
          ) : null}

          <section
            aria-labelledby="punctuality-heading"
            className="space-y-4"
            data-ready={punctuality.data && !punctuality.isPlaceholderData ? 'true' : undefined}
          >
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 id="punctuality-heading" className="text-xl font-semibold tracking-tight">
                  {t('punctuality.heading')}
                </h2>
                {punctuality.data ? (
                  <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300" data-testid="tolerance">
                    {t('punctuality.tolerance', { minutes: punctuality.data.toleranceMinutes })}{' '}
                    {isAdmin ? (
                      <a href="#report-settings" className="underline">
                        {t('punctuality.changeTolerance')}
                      </a>
                    ) : null}
                  </p>
                ) : null}
              </div>
              {query ? <ExportLinks kind="punctuality" query={query} /> : null}
            </div>
            {punctuality.isError && !punctuality.data ? (
              <Alert tone="error" title={t('punctuality.error')}>
                {errorMessage(punctuality.error)}
              </Alert>
            ) : !punctuality.data ? (
              query ? (
                <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
                  {t('punctuality.counting')}
                </p>
              ) : null
            ) : punctuality.data.totals.reservations === 0 ? (
              <Alert tone="info" title={t('noReservations')}>
                {t('punctuality.empty', {
                  branch: group!.label,
                  range: f.dayRange(range.from, range.to),
                  neverSynced: lastSyncAt === null ? 'yes' : 'no',
                })}
              </Alert>
            ) : (
              <>
                {punctuality.isError ? (
                  <Alert tone="error">{t('punctuality.notUpdated', { error: errorMessage(punctuality.error) })}</Alert>
                ) : null}
                {punctuality.isPlaceholderData ? (
                  <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
                    {t('punctuality.updating')}
                  </p>
                ) : null}
                <PunctualityTable
                  carriers={punctuality.data.carriers}
                  totals={punctuality.data.totals}
                  onDrill={(target, title) => setDrill({ target, title })}
                />
                <PunctualityRules toleranceMinutes={punctuality.data.toleranceMinutes} />
                <div className="grid gap-4 xl:grid-cols-2">
                  <OnTimeTrendChart weeks={punctuality.data.weeks} />
                  <DelayChart delays={punctuality.data.delays} toleranceMinutes={punctuality.data.toleranceMinutes} />
                </div>
              </>
            )}
          </section>

          <section
            aria-labelledby="utilisation-heading"
            className="space-y-4"
            data-ready={utilisation.data && !utilisation.isPlaceholderData ? 'true' : undefined}
          >
            <div>
              <h2 id="utilisation-heading" className="text-xl font-semibold tracking-tight">
                {t('utilisation.heading')}
              </h2>
              {utilisation.data ? (
                <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
                  {t('utilisation.openHours', {
                    from: utilisation.data.openingHours.from,
                    to: utilisation.data.openingHours.to,
                    allDay:
                      utilisation.data.openingHours.from === '00:00' && utilisation.data.openingHours.to === '24:00'
                        ? 'yes'
                        : 'no',
                  })}
                </p>
              ) : null}
            </div>
            {utilisation.isError && !utilisation.data ? (
              <Alert tone="error" title={t('utilisation.error')}>
                {errorMessage(utilisation.error)}
              </Alert>
            ) : !utilisation.data || !query ? (
              query ? (
                <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
                  {t('utilisation.adding')}
                </p>
              ) : null
            ) : utilisation.data.status.total === 0 ? (
              <Alert tone="info" title={t('noReservations')}>
                {t('utilisation.empty', { branch: group!.label, range: f.dayRange(range.from, range.to) })}
              </Alert>
            ) : (
              <UtilisationSection report={utilisation.data} query={query} />
            )}
          </section>

          <section id="report-settings" aria-labelledby="settings-heading" className="space-y-3 scroll-mt-4">
            <h2 id="settings-heading" className="text-xl font-semibold tracking-tight">
              {t('settings.heading')}
            </h2>
            {settings.isError ? (
              <Alert tone="error" title={t('settings.readError')}>
                {errorMessage(settings.error)}
              </Alert>
            ) : !settings.data ? (
              <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
                {t('settings.loading')}
              </p>
            ) : (
              <ReportSettingsPanel
                settings={settings.data}
                canEdit={isAdmin}
                branch={branch}
                branchLabel={group!.label}
              />
            )}
          </section>

          {drill && query ? (
            <PunctualityDrillDialog
              query={query}
              target={drill.target}
              title={drill.title}
              scheduleBranch={group!.branchOfficeId}
              onClose={() => setDrill(null)}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
