'use client';

// Dock utilisation: the heat map (plan or actual), the busiest hours, how much of the range is still pending or
// was rejected.
import { useState } from 'react';
import type { ReportQuery, UtilisationReport } from '@/lib/contracts';
import { UtilisationRules } from './counting-rules';
import { ExportLinks } from './export-links';
import { formatCount, formatMinutes, formatShare, hourSpan } from './format-report';
import { shareOf, UtilisationHeatMap, type OccupancyMode } from './utilisation-heat-map';

const MODES: { mode: OccupancyMode; label: string }[] = [
  { mode: 'plan', label: 'Booked (plan)' },
  { mode: 'actual', label: 'On site (actual)' },
];

export function UtilisationSection({ report, query }: { report: UtilisationReport; query: ReportQuery }) {
  const [mode, setMode] = useState<OccupancyMode>('plan');
  const { status } = report;
  const total = report.ramps.reduce((acc, r) => ({ bookedMinutes: acc.bookedMinutes + r.bookedMinutes, actualMinutes: acc.actualMinutes + r.actualMinutes, openMinutes: acc.openMinutes + r.openMinutes }), {
    bookedMinutes: 0,
    actualMinutes: 0,
    openMinutes: 0,
  });
  const share = (n: number) => (status.total > 0 ? formatShare(n / status.total) : '–');
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Show" className="inline-flex overflow-hidden rounded-md border border-zinc-300 text-sm dark:border-zinc-700">
          {MODES.map(({ mode: m, label }) => (
            <button
              key={m}
              type="button"
              aria-pressed={mode === m}
              onClick={() => setMode(m)}
              className={`px-3 py-1.5 font-medium ${mode === m ? 'bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900' : 'bg-white text-zinc-800 hover:bg-zinc-100 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800'}`}
            >
              {label}
            </button>
          ))}
        </div>
        <ExportLinks kind="utilisation" query={query} name="Utilisation" />
      </div>

      <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4" data-testid="utilisation-figures">
        <Figure term="Booked of open time" value={formatShare(shareOf(total, 'plan'))} note={`${formatMinutes(total.bookedMinutes)} of ${formatMinutes(total.openMinutes)}`} />
        <Figure term="On site of open time" value={formatShare(shareOf(total, 'actual'))} note={`${formatMinutes(total.actualMinutes)} with a truck at a ramp`} />
        <Figure
          term="Busiest hours"
          value={report.busiestHours.length ? report.busiestHours.map(hourSpan).join(', ') : 'none booked'}
          note={report.busiestHours.length ? `${report.busiestHours.map((h) => formatShare(shareOf(report.hours[h]!, 'plan'))).join(', ')} booked` : undefined}
        />
        <Figure
          term="Pending or rejected"
          value={share(status.pending + status.rejected)}
          note={`of ${formatCount(status.total)}: ${formatCount(status.approved)} approved (${share(status.approved)}), ${formatCount(status.pending)} pending (${share(status.pending)}), ${formatCount(status.rejected)} rejected (${share(status.rejected)})`}
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
