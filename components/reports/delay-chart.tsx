'use client';

// How early or late the trucks came: arrivals per 10-minute bucket of delay, the tolerance's on-time window shaded
// behind the bars, each bar's count printed above it.
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { DELAY_BUCKET_MINUTES, DELAY_BUCKETS_FROM, DELAY_BUCKETS_TO, type PunctualityReport } from '@/lib/contracts';
import { ChartFrame, ChartTable, TD, TH } from './chart-frame';
import { formatBucket, formatCount } from './format-report';

type Bucket = PunctualityReport['delays'][number];

const WIDTH = 640;
const HEIGHT = 260;
const MARGIN = { top: 28, right: 16, bottom: 44, left: 40 };

const keyOf = (b: Bucket) => `${b.fromMinutes ?? '-inf'}..${b.toMinutes ?? 'inf'}`;

export function DelayChart({ delays, toleranceMinutes }: { delays: Bucket[]; toleranceMinutes: number }) {
  const arrived = delays.reduce((sum, b) => sum + b.count, 0);
  const peak = delays.reduce<Bucket | null>((best, b) => (b.count > (best?.count ?? 0) ? b : best), null);
  const summary =
    arrived === 0
      ? 'No arrival was recorded in this range, so there are no delays to show.'
      : `${formatCount(arrived)} arrivals by how many minutes after the slot start they came (negative: early). Most came ${formatBucket(peak!.fromMinutes, peak!.toMinutes)} (${formatCount(peak!.count)}). The shaded band is on time, ±${toleranceMinutes} min.`;
  return (
    <ChartFrame
      title="Delay at arrival"
      summary={summary}
      chart={(describedBy) => <DelaySvg delays={delays} toleranceMinutes={toleranceMinutes} describedBy={describedBy} />}
      table={
        <ChartTable label="Delay at arrival, as a table">
          <thead>
            <tr>
              <th scope="col" className={TH}>Arrived, against the slot start</th>
              <th scope="col" className={`${TH} text-right`}>Arrivals</th>
            </tr>
          </thead>
          <tbody>
            {delays.map((b) => (
              <tr key={keyOf(b)}>
                <th scope="row" className={`${TD} font-normal`}>{formatBucket(b.fromMinutes, b.toMinutes)}</th>
                <td className={`${TD} text-right`}>{formatCount(b.count)}</td>
              </tr>
            ))}
          </tbody>
        </ChartTable>
      }
    />
  );
}

function DelaySvg({ delays, toleranceMinutes, describedBy }: { delays: Bucket[]; toleranceMinutes: number; describedBy: string }) {
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
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label="Arrivals by delay, bar chart" aria-describedby={describedBy} className="h-auto text-zinc-700 dark:text-zinc-300">
      <Group left={MARGIN.left} top={MARGIN.top}>
        <rect x={bandFrom} y={0} width={Math.max(0, bandTo - bandFrom)} height={innerHeight} className="fill-emerald-100 dark:fill-emerald-950" />
        <text x={(bandFrom + bandTo) / 2} y={-14} textAnchor="middle" fontSize={11} fill="currentColor">
          on time ±{toleranceMinutes} min
        </text>
        {y.ticks(4).map((t) => (
          <g key={t}>
            <line x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} className="stroke-zinc-200 dark:stroke-zinc-700" strokeDasharray={t === 0 ? undefined : '3 3'} />
            <text x={-6} y={y(t)} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
              {t}
            </text>
          </g>
        ))}
        {delays.map((b) => {
          const bx = x(keyOf(b)) ?? 0;
          const top = y(b.count);
          return (
            <g key={keyOf(b)}>
              <Bar x={bx} y={top} width={x.bandwidth()} height={innerHeight - top} className="fill-indigo-600 dark:fill-indigo-400">
                <title>{`${formatBucket(b.fromMinutes, b.toMinutes)}: ${b.count}`}</title>
              </Bar>
              {b.count > 0 ? (
                <text x={bx + x.bandwidth() / 2} y={top - 4} textAnchor="middle" fontSize={10} fill="currentColor">
                  {b.count}
                </text>
              ) : null}
            </g>
          );
        })}
        {ticks.map((minute) => (
          <text key={minute} x={xAtMinute(minute)} y={innerHeight + 16} textAnchor="middle" fontSize={11} fill="currentColor">
            {minute < 0 ? `−${-minute}` : minute}
          </text>
        ))}
        <text x={0} y={innerHeight + 36} textAnchor="start" fontSize={11} fill="currentColor">
          ← earlier
        </text>
        <text x={innerWidth} y={innerHeight + 36} textAnchor="end" fontSize={11} fill="currentColor">
          later →
        </text>
        <text x={innerWidth / 2} y={innerHeight + 36} textAnchor="middle" fontSize={11} fill="currentColor">
          minutes from the slot start to the arrival
        </text>
      </Group>
    </svg>
  );
}
