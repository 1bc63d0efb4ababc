'use client';

// Dock utilisation: the heat map (plan or actual), the busiest hours, how much of the range is still pending or
// was rejected.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ReportQuery, UtilisationReport } from '../contract';
import { UtilisationRules } from './counting-rules';
import { ExportLinks } from './export-links';
import { NONE, useReportFormat } from './format-report';
import { type OccupancyMode, shareOf } from './heat-map-steps';
import { UtilisationHeatMap } from './utilisation-heat-map';

const MODES: OccupancyMode[] = ['plan', 'actual'];
const MODE_ON = 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900';
const MODE_OFF =
  'bg-white text-zinc-800 hover:bg-zinc-100 dark:bg-zinc-900 dark:text-zinc-100 ' + 'dark:hover:bg-zinc-800';

export function UtilisationSection({ report, query }: { report: UtilisationReport; query: ReportQuery }) {
  const t = useTranslations('reports.utilisation');
  const f = useReportFormat();
  const [mode, setMode] = useState<OccupancyMode>('plan');
  const { status } = report;
  const total = report.ramps.reduce(
    (acc, r) => ({
      bookedMinutes: acc.bookedMinutes + r.bookedMinutes,
      actualMinutes: acc.actualMinutes + r.actualMinutes,
      openMinutes: acc.openMinutes + r.openMinutes,
    }),
    {
      bookedMinutes: 0,
      actualMinutes: 0,
      openMinutes: 0,
    },
  );
  const share = (n: number) => (status.total > 0 ? f.share(n / status.total) : NONE);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="group"
          aria-label={t('show')}
          className="inline-flex overflow-hidden rounded-md border border-zinc-300 text-sm dark:border-zinc-700"
        >
          {MODES.map((m) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={`px-3 py-1.5 font-medium ${mode === m ? MODE_ON : MODE_OFF}`}
            >
              {t(`modes.${m}`)}
            </button>
          ))}
        </div>
        <ExportLinks kind="utilisation" query={query} />
      </div>

      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4" data-testid="utilisation-figures">
        <Figure
          term={t('booked')}
          value={f.share(shareOf(total, 'plan'))}
          note={t('bookedNote', { booked: f.minutes(total.bookedMinutes), open: f.minutes(total.openMinutes) })}
        />
        <Figure
          term={t('onSite')}
          value={f.share(shareOf(total, 'actual'))}
          note={t('onSiteNote', { minutes: f.minutes(total.actualMinutes) })}
        />
        <Figure
          term={t('busiest')}
          value={report.busiestHours.length ? report.busiestHours.map(f.hourSpan).join(', ') : t('noneBooked')}
          note={
            report.busiestHours.length
              ? t('busiestNote', {
                  shares: report.busiestHours.map((h) => f.share(shareOf(report.hours[h]!, 'plan'))).join(', '),
                })
              : undefined
          }
        />
        <Figure
          term={t('notApproved')}
          value={share(status.pending + status.rejected)}
          note={t('statusNote', {
            total: f.count(status.total),
            approved: f.count(status.approved),
            approvedShare: share(status.approved),
            pending: f.count(status.pending),
            pendingShare: share(status.pending),
            rejected: f.count(status.rejected),
            rejectedShare: share(status.rejected),
          })}
        />
      </dl>

      <UtilisationHeatMap report={report} mode={mode} />
      <UtilisationRules />
    </div>
  );
}

function Figure({ term, value, note }: { term: string; value: string; note?: string }) {
  return (
    <div className="rounded-md border border-zinc-200 bg-white px-4 py-3 dark:border-zinc-800 dark:bg-zinc-900">
      <dt className="text-zinc-600 dark:text-zinc-400">{term}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
      {note ? <dd className="text-zinc-600 dark:text-zinc-400">{note}</dd> : null}
    </div>
  );
}
