'use client';

// How early or late the trucks came: arrivals per 10-minute bucket of delay, the tolerance's on-time window shaded
// behind the bars, each bar's count printed above it.
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTranslations } from 'next-intl';
import { DELAY_BUCKET_MINUTES, DELAY_BUCKETS_FROM, DELAY_BUCKETS_TO, type PunctualityReport } from '../contract';
import { ChartFrame, ChartTable, figureColumn, nameColumn } from './chart-frame';
import { useReportFormat } from './format-report';

type Bucket = PunctualityReport['delays'][number];

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 28, right: 16, bottom: 44, left: 40 };

const keyOf = (b: Bucket) => `${b.fromMinutes ?? '-inf'}..${b.toMinutes ?? 'inf'}`;

export function DelayChart({ delays, toleranceMinutes }: { delays: Bucket[]; toleranceMinutes: number }) {
  const t = useTranslations('reports.delays');
  const f = useReportFormat();
  const arrived = delays.reduce((sum, b) => sum + b.count, 0);
  const peak = delays.reduce<Bucket | null>((best, b) => (b.count > (best?.count ?? 0) ? b : best), null);
  const summary =
    arrived === 0
      ? t('emptySummary')
      : t('summary', {
          count: arrived,
          bucket: f.bucket(peak!.fromMinutes, peak!.toMinutes),
          peak: f.count(peak!.count),
          tolerance: toleranceMinutes,
        });
  return (
    <ChartFrame
      title={t('title')}
      summary={summary}
      chart={(describedBy) => (
        <DelaySvg delays={delays} toleranceMinutes={toleranceMinutes} describedBy={describedBy} />
      )}
      table={
        <ChartTable
          label={t('tableLabel')}
          rows={delays}
          getRowId={keyOf}
          columns={[
            nameColumn<Bucket>('bucket', t('bucket'), (b) => f.bucket(b.fromMinutes, b.toMinutes)),
            figureColumn<Bucket>('arrivals', t('arrivals'), (b) => f.count(b.count)),
          ]}
        />
      }
    />
  );
}

function DelaySvg({
  delays,
  toleranceMinutes,
  describedBy,
}: {
  delays: Bucket[];
  toleranceMinutes: number;
  describedBy: string;
}) {
  const t = useTranslations('reports.delays');
  const f = useReportFormat();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: delays.map(keyOf), range: [0, innerWidth], padding: 0.15 });
  const max = Math.max(1, ...delays.map((b) => b.count));
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const step = x.step();
  // Minutes to x: the closed buckets sit side by side after the open one below DELAY_BUCKETS_FROM.
  const xAtMinute = (minute: number) => {
    const clamped = Math.min(DELAY_BUCKETS_TO, Math.max(DELAY_BUCKETS_FROM, minute));
    return step * (1 + (clamped - DELAY_BUCKETS_FROM) / DELAY_BUCKET_MINUTES);
  };
  const bandFrom = xAtMinute(-toleranceMinutes);
  const bandTo = xAtMinute(toleranceMinutes);
  const ticks = delays.filter((b) => b.fromMinutes !== null && b.fromMinutes % 30 === 0).map((b) => b.fromMinutes!);
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
        <rect
          x={bandFrom}
          y={0}
          width={Math.max(0, bandTo - bandFrom)}
          height={innerHeight}
          className="fill-emerald-100 dark:fill-emerald-950"
        />
        <text x={(bandFrom + bandTo) / 2} y={-14} textAnchor="middle" fontSize={11} fill="currentColor">
          {t('band', { minutes: toleranceMinutes })}
        </text>
        {y.ticks(4).map((tick) => (
          <g key={tick}>
            <line
              x1={0}
              x2={innerWidth}
              y1={y(tick)}
              y2={y(tick)}
              className="stroke-zinc-200 dark:stroke-zinc-700"
              strokeDasharray={tick === 0 ? undefined : '3 3'}
            />
            <text x={-6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
              {f.count(tick)}
            </text>
          </g>
        ))}
        {delays.map((b) => {
          const bx = x(keyOf(b)) ?? 0;
          const top = y(b.count);
          return (
            <g key={keyOf(b)}>
              <Bar
                x={bx}
                y={top}
                width={x.bandwidth()}
                height={innerHeight - top}
                className="fill-indigo-600 dark:fill-indigo-400"
              >
                <title>{`${f.bucket(b.fromMinutes, b.toMinutes)}: ${f.count(b.count)}`}</title>
              </Bar>
              {b.count > 0 ? (
                <text x={bx + x.bandwidth() / 2} y={top - 4} textAnchor="middle" fontSize={10} fill="currentColor">
                  {f.count(b.count)}
                </text>
              ) : null}
            </g>
          );
        })}
        {ticks.map((minute) => (
          <text
            key={minute}
            x={xAtMinute(minute)}
            y={innerHeight + 16}
            textAnchor="middle"
            fontSize={11}
            fill="currentColor"
          >
            {f.signed(minute)}
          </text>
        ))}
        <text x={0} y={innerHeight + 36} textAnchor="start" fontSize={11} fill="currentColor">
          {t('earlier')}
        </text>
        <text x={innerWidth} y={innerHeight + 36} textAnchor="end" fontSize={11} fill="currentColor">
          {t('later')}
        </text>
        <text x={innerWidth / 2} y={innerHeight + 36} textAnchor="middle" fontSize={11} fill="currentColor">
          {t('axis')}
        </text>
      </Group>
    </svg>
  );
}
