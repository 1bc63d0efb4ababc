'use client';

// On-time share per local ISO week: a line with each week's share printed at its point (a week with nothing counted
// leaves a gap, not a zero). Plain SVG in a fixed viewBox, scaled by the page; no measuring in the DOM.
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useTranslations } from 'next-intl';
import type { PunctualityReport } from '../contract';
import { ChartFrame, ChartTable, figureColumn, nameColumn } from './chart-frame';
import { useReportFormat } from './format-report';

type Week = PunctualityReport['weeks'][number];

const WIDTH = 640;
const HEIGHT = 240;
const MARGIN = { top: 24, right: 24, bottom: 40, left: 48 };

export function OnTimeTrendChart({ weeks }: { weeks: Week[] }) {
  const t = useTranslations('reports.trend');
  const f = useReportFormat();
  const counted = weeks.filter((w) => w.onTimeShare !== null);
  const summary =
    counted.length === 0
      ? t('emptySummary')
      : t('summary', {
          weeks: weeks
            .map((w) =>
              t('week', {
                week: f.shortDay(w.weekStart),
                share: w.onTimeShare === null ? t('nothingCounted') : f.share(w.onTimeShare),
              }),
            )
            .join(', '),
        });
  return (
    <ChartFrame
      title={t('title')}
      summary={summary}
      chart={(describedBy) => <TrendSvg weeks={weeks} describedBy={describedBy} />}
      table={
        <ChartTable
          label={t('tableLabel')}
          rows={weeks}
          getRowId={(w) => w.weekStart}
          columns={[
            nameColumn<Week>('weekFrom', t('weekFrom'), (w) => f.shortDay(w.weekStart)),
            figureColumn<Week>('counted', t('counted'), (w) => f.count(w.counted)),
            figureColumn<Week>('onTime', t('onTime'), (w) => f.count(w.onTime)),
            figureColumn<Week>('share', t('share'), (w) => f.share(w.onTimeShare)),
          ]}
        />
      }
    />
  );
}

function TrendSvg({ weeks, describedBy }: { weeks: Week[]; describedBy: string }) {
  const t = useTranslations('reports.trend');
  const f = useReportFormat();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scalePoint<string>({ domain: weeks.map((w) => w.weekStart), range: [0, innerWidth], padding: 0.5 });
  const y = scaleLinear<number>({ domain: [0, 1], range: [innerHeight, 0] });
  const xOf = (w: Week) => x(w.weekStart) ?? 0;
  // Every label fits up to about 12 weeks; beyond, every other one.
  const labelEvery = weeks.length > 12 ? Math.ceil(weeks.length / 12) : 1;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width="100%"
      role="img"
      aria-label={t('chartLabel')}
      aria-describedby={describedBy}
      className="h-auto text-zinc-700 dark:text-zinc-300"
    >
      <Group left={MARGIN.left} top={MARGIN.top}>
        {[0, 0.25, 0.5, 0.75, 1].map((tick) => (
          <g key={tick}>
            <line
              x1={0}
              x2={innerWidth}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-zinc-200 dark:stroke-zinc-700"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text x={-8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
              {f.share(tick)}
            </text>
          </g>
        ))}
        <LinePath<Week>
          data={weeks}
          x={xOf}
          y={(w) => y(w.onTimeShare ?? 0)}
          defined={(w) => w.onTimeShare !== null}
          className="stroke-indigo-600 dark:stroke-indigo-400"
          strokeWidth={2.5}
          fill="none"
        />
        {weeks.map((w, i) => (
          <g key={w.weekStart}>
            {w.onTimeShare !== null ? (
              <>
                <circle cx={xOf(w)} cy={y(w.onTimeShare)} r={4} className="fill-indigo-600 dark:fill-indigo-400" />
                <text
                  x={xOf(w)}
                  y={y(w.onTimeShare) - 10}
                  textAnchor="middle"
                  fontSize={11}
                  fontWeight={600}
                  fill="currentColor"
                >
                  {f.share(w.onTimeShare)}
                </text>
              </>
            ) : (
              <text x={xOf(w)} y={innerHeight - 8} textAnchor="middle" fontSize={10} fill="currentColor">
                {t('none')}
              </text>
            )}
            {i % labelEvery === 0 ? (
              <text x={xOf(w)} y={innerHeight + 18} textAnchor="middle" fontSize={11} fill="currentColor">
                {f.shortDay(w.weekStart)}
              </text>
            ) : null}
          </g>
        ))}
        <text x={innerWidth / 2} y={innerHeight + 34} textAnchor="middle" fontSize={11} fill="currentColor">
          {t('axis')}
        </text>
      </Group>
    </svg>
  );
}
