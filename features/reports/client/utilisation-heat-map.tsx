'use client';

// Ramps × local hours of the day: how much of the open time was booked (plan) or had a truck on site (actual). Every
// cell prints its percentage and its colour comes from a legend of six steps, so colour is never the only cue; each
// step's text colour keeps 4.5:1 on its fill in both themes.
import { useTranslations } from 'next-intl';
import type { UtilisationReport } from '../contract';
import { ChartFrame } from './chart-frame';
import { useReportFormat } from './format-report';
import { HeatSvg } from './heat-map-svg';
import { type HeatRow, type OccupancyMode, shareOf } from './heat-map-steps';
import { HeatTable, Legend } from './heat-map-table';

export function UtilisationHeatMap({ report, mode }: { report: UtilisationReport; mode: OccupancyMode }) {
  const t = useTranslations('reports');
  const f = useReportFormat();
  const rows: HeatRow[] = [
    ...report.ramps.map((r) => ({ name: r.rampName, cells: r.hours })),
    { name: t('names.allRamps'), cells: report.hours },
  ];
  const total = report.hours.reduce(
    (acc, c) => ({
      bookedMinutes: acc.bookedMinutes + c.bookedMinutes,
      actualMinutes: acc.actualMinutes + c.actualMinutes,
      openMinutes: acc.openMinutes + c.openMinutes,
    }),
    { bookedMinutes: 0, actualMinutes: 0, openMinutes: 0 },
  );
  const peak = report.hours.reduce<{ hour: number; share: number } | null>((best, c) => {
    const share = shareOf(c, mode);
    return share !== null && share > (best?.share ?? -1) ? { hour: c.hour, share } : best;
  }, null);
  const summary =
    report.ramps.length === 0
      ? t('heatMap.emptySummary')
      : t('heatMap.summary', {
          mode,
          ramps: f.count(report.ramps.length),
          share: f.share(shareOf(total, mode)),
          peak: peak ? 'yes' : 'no',
          hours: peak ? f.hourSpan(peak.hour) : '',
          peakShare: peak ? f.share(peak.share) : '',
        });
  return (
    <ChartFrame
      title={t('heatMap.title', { mode })}
      summary={summary}
      chart={(describedBy) => <HeatSvg rows={rows} mode={mode} describedBy={describedBy} />}
      table={<HeatTable rows={rows} mode={mode} />}
      footer={<Legend />}
    />
  );
}
