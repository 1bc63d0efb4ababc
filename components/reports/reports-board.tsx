'use client';

// /reports: carrier punctuality and dock utilisation for one branch office over a range of its local days, from the
// mirror. The scope lives in the URL (?branch=&from=&to=) so a link shows the same report.
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { IncompleteMirrorNotice } from '@/components/sync/incomplete-mirror-notice';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { branchKey, type ReportQuery, ZReportQuery } from '@/lib/contracts';
import { usePunctualityReport, useReportSettings, useResources, useUtilisationReport } from '@/lib/queries';
import { groupRamps, localDateOf } from '@/lib/schedule';
import { PunctualityRules } from './counting-rules';
import { DelayChart } from './delay-chart';
import { ExportLinks } from './export-links';
import { dayCount, formatDayRange } from './format-report';
import { OnTimeTrendChart } from './on-time-trend-chart';
import { PunctualityDrillDialog } from './punctuality-drill';
import { PunctualityTable, type DrillTarget } from './punctuality-table';
import { defaultRange, formatReportUrl, PRESET_LABELS, presetOf, presetRange, RANGE_PRESETS, readReportUrl, type ReportRange } from './report-range';
import { ReportSettingsPanel } from './report-settings';
import { UtilisationSection } from './utilisation-section';

interface ReportsBoardProps {
  /** Time zone per branch office id (branchKey), from the admin's settings; others use the browser's zone. */
  branchTimeZones: Record<string, string>;
  isAdmin: boolean;
}

const subscribeNothing = () => () => {};
const CONTROL = 'rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';
const LOADING = <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading the reports…</p>;

/** Rendered in the browser only: "today" and the browser's zone do not exist on the server. */
export function ReportsBoard(props: ReportsBoardProps) {
  const inBrowser = useSyncExternalStore(subscribeNothing, () => true, () => false);
  return inBrowser ? <Board {...props} /> : LOADING;
}

function Board({ branchTimeZones, isAdmin }: ReportsBoardProps) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const resources = useResources();
  const settings = useReportSettings();
  const [openedAt] = useState(() => Date.now());
  const [drill, setDrill] = useState<{ target: DrillTarget; title: string } | null>(null);

  // Reports are per branch office: ramps the service lists without one have no report of their own.
  const branches = useMemo(() => groupRamps(resources.data ?? []).filter((b) => b.branchOfficeId !== ''), [resources.data]);
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
  const draftError = draftCheck.success ? null : draftCheck.error.issues.map((i) => `${i.path.join('.') === 'to' ? 'To' : 'From'}: ${i.message}`)[0];

  const setScope = (change: Partial<ReportRange> & { branch?: string }) =>
    router.replace(`${pathname}${formatReportUrl({ branch: change.branch ?? group?.branchOfficeId ?? '', from: change.from ?? range.from, to: change.to ?? range.to })}`, { scroll: false });
  const preset = presetOf(range, today);
  const lastSyncAt = punctuality.data ? punctuality.data.lastSyncAt : utilisation.data ? utilisation.data.lastSyncAt : undefined;
  const scope = punctuality.data ?? utilisation.data;

  return (
    <div className="space-y-8">
      <PageHeader
        title="Reports"
        description="Carrier punctuality and dock utilisation at one branch office, from what Slotboard holds of the service’s reservations, in the branch office’s local days."
      />

      {resources.isError ? (
        <Alert tone="error" title="The branch offices could not be loaded">
          {resources.error.message} The reports need the service’s ramp list; try again in a moment.
        </Alert>
      ) : !resources.data ? (
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          Loading the branch offices…
        </p>
      ) : branches.length === 0 ? (
        <Alert tone="info" title="No branch offices yet">
          The service lists no ramps at a branch office, so there is nothing to report on.{' '}
          {isAdmin ? (
            <>
              Connect the service, or check its ramps, under{' '}
              <Link href="/admin/connection" className="underline">
                Admin → Service connection
              </Link>
              .
            </>
          ) : (
            'Ask an administrator to connect the service under Admin → Service connection.'
          )}
        </Alert>
      ) : (
        <>
          <div className="space-y-3">
            <div className="flex flex-wrap items-end gap-4">
              <label className="flex flex-col gap-1 text-sm font-medium">
                Branch office
                <select className={CONTROL} value={group!.branchOfficeId} onChange={(e) => setScope({ branch: e.target.value })}>
                  {branches.map((b) => (
                    <option key={b.branchOfficeId} value={b.branchOfficeId}>
                      {b.label}
                    </option>
                  ))}
                </select>
              </label>
              <form
                aria-label="Date range"
                noValidate
                className="flex flex-wrap items-end gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!draftError) setScope(draft);
                }}
              >
                <label className="flex flex-col gap-1 text-sm font-medium">
                  From
                  <input type="date" className={CONTROL} value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} aria-invalid={draftError?.startsWith('From') || undefined} />
                </label>
                <label className="flex flex-col gap-1 text-sm font-medium">
                  To
                  <input type="date" className={CONTROL} value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} aria-invalid={draftError?.startsWith('To') || undefined} />
                </label>
                <Button type="submit" variant="secondary" disabled={!!draftError || (draft.from === range.from && draft.to === range.to)}>
                  Show
                </Button>
              </form>
              <div role="group" aria-label="Ranges" className="flex flex-wrap gap-1">
                {RANGE_PRESETS.map((p) => (
                  <Button key={p} size="sm" variant={preset === p ? 'primary' : 'ghost'} aria-pressed={preset === p} onClick={() => setScope(presetRange(p, today))}>
                    {PRESET_LABELS[p]}
                  </Button>
                ))}
              </div>
            </div>
            {draftError ? <p className="text-sm text-red-700 dark:text-red-400">{draftError}</p> : null}
            <p className="text-sm text-zinc-700 dark:text-zinc-300" data-testid="report-scope">
              <span className="font-medium">{group!.label}</span>, {formatDayRange(range.from, range.to)} ({dayCount(range.from, range.to)} days), days in {scope?.timeZone ?? zone}
              {scope && !scope.zoneIsBranchOwn ? ' (no time zone is set for this branch office: your browser’s zone is used)' : ''}.
            </p>
            {!checked.success ? <Alert tone="warning">The range in the address cannot be used: {checked.error.issues[0]?.message}. Pick another range above.</Alert> : null}
          </div>

          {lastSyncAt === null ? (
            <IncompleteMirrorNotice title="The figures may be incomplete" canSync={isAdmin}>
              No download of every reservation from the service has finished yet, so the reports count only the days someone opened in Slotboard and the
              changes the service announced.
            </IncompleteMirrorNotice>
          ) : null}

          <section aria-labelledby="punctuality-heading" className="space-y-4" data-ready={punctuality.data && !punctuality.isPlaceholderData ? 'true' : undefined}>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div>
                <h2 id="punctuality-heading" className="text-xl font-semibold tracking-tight">
                  Carrier punctuality
                </h2>
                {punctuality.data ? (
                  <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300" data-testid="tolerance">
                    On time = within ±{punctuality.data.toleranceMinutes} min of the slot start.{' '}
                    {isAdmin ? (
                      <a href="#report-settings" className="underline">
                        Change the tolerance
                      </a>
                    ) : null}
                  </p>
                ) : null}
              </div>
              {query ? <ExportLinks kind="punctuality" query={query} name="Punctuality" /> : null}
            </div>
            {punctuality.isError && !punctuality.data ? (
              <Alert tone="error" title="The punctuality report could not be made">
                {punctuality.error.message}
              </Alert>
            ) : !punctuality.data ? (
              query ? (
                <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
                  Counting arrivals…
                </p>
              ) : null
            ) : punctuality.data.totals.reservations === 0 ? (
              <Alert tone="info" title="No reservations in this range">
                Slotboard holds no reservation at {group!.label} with a slot from {formatDayRange(range.from, range.to)}. Pick a longer range or another branch
                office{lastSyncAt === null ? ', or run a first download from the service (above)' : ''}.
              </Alert>
            ) : (
              <>
                {punctuality.isError ? <Alert tone="error">The figures could not be updated: {punctuality.error.message} The ones shown are from before.</Alert> : null}
                {punctuality.isPlaceholderData ? (
                  <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
                    Updating…
                  </p>
                ) : null}
                <PunctualityTable carriers={punctuality.data.carriers} totals={punctuality.data.totals} onDrill={(target, title) => setDrill({ target, title })} />
                <PunctualityRules toleranceMinutes={punctuality.data.toleranceMinutes} />
                <div className="grid gap-4 xl:grid-cols-2">
                  <OnTimeTrendChart weeks={punctuality.data.weeks} />
                  <DelayChart delays={punctuality.data.delays} toleranceMinutes={punctuality.data.toleranceMinutes} />
                </div>
              </>
            )}
          </section>

          <section aria-labelledby="utilisation-heading" className="space-y-4" data-ready={utilisation.data && !utilisation.isPlaceholderData ? 'true' : undefined}>
            <div>
              <h2 id="utilisation-heading" className="text-xl font-semibold tracking-tight">
                Dock utilisation
              </h2>
              {utilisation.data ? (
                <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
                  Open {utilisation.data.openingHours.from}–{utilisation.data.openingHours.to} local time{utilisation.data.openingHours.from === '00:00' && utilisation.data.openingHours.to === '24:00' ? ' (around the clock)' : ''}.
                </p>
              ) : null}
            </div>
            {utilisation.isError && !utilisation.data ? (
              <Alert tone="error" title="The utilisation report could not be made">
                {utilisation.error.message}
              </Alert>
            ) : !utilisation.data || !query ? (
              query ? (
                <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
                  Adding up booked minutes…
                </p>
              ) : null
            ) : utilisation.data.status.total === 0 ? (
              <Alert tone="info" title="No reservations in this range">
                No slot at {group!.label} overlaps {formatDayRange(range.from, range.to)}. Pick a longer range or another branch office.
              </Alert>
            ) : (
              <UtilisationSection report={utilisation.data} query={query} />
            )}
          </section>

          <section id="report-settings" aria-labelledby="settings-heading" className="space-y-3 scroll-mt-4">
            <h2 id="settings-heading" className="text-xl font-semibold tracking-tight">
              Report settings
            </h2>
            {settings.isError ? (
              <Alert tone="error" title="The settings could not be read">
                {settings.error.message}
              </Alert>
            ) : !settings.data ? (
              <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
                Loading the settings…
              </p>
            ) : (
              <ReportSettingsPanel settings={settings.data} canEdit={isAdmin} branch={branch} branchLabel={group!.label} />
            )}
          </section>

          {drill && query ? (
            <PunctualityDrillDialog query={query} target={drill.target} title={drill.title} scheduleBranch={group!.branchOfficeId} onClose={() => setDrill(null)} />
          ) : null}
        </>
      )}
    </div>
  );
}
