'use client';

// Ramps × local hours of the day: how much of the open time was booked (plan) or had a truck on site (actual). Every
// cell prints its percentage and its colour comes from a legend of six steps, so colour is never the only cue; each
// step's text colour keeps 4.5:1 on its fill in both themes.
import { Group } from '@visx/group';
import { HeatmapRect } from '@visx/heatmap';
import { useTranslations } from 'next-intl';
import type { UtilisationCell, UtilisationReport } from '../contract';
import { ChartFrame, ChartTable, figureColumn, nameColumn, TD } from './chart-frame';
import { type ReportFormat, useReportFormat } from './format-report';

export type OccupancyMode = 'plan' | 'actual';

interface HeatRow {
  name: string;
  cells: UtilisationCell[];
}

/** The share a cell shows: booked (plan) or on site (actual) over open minutes; null when the ramp was closed. */
export const shareOf = (
  cell: Pick<UtilisationCell, 'bookedMinutes' | 'actualMinutes' | 'openMinutes'>,
  mode: OccupancyMode,
): number | null =>
  cell.openMinutes > 0 ? (mode === 'plan' ? cell.bookedMinutes : cell.actualMinutes) / cell.openMinutes : null;

interface StepWords {
  closed: string;
  over: string;
}

/** The legend's steps; each names itself in the reader's language and number format. */
const STEPS = [
  {
    key: 'closed',
    label: (f: ReportFormat, words: StepWords) => words.closed,
    test: (s: number | null) => s === null,
    fill: 'fill-zinc-100 dark:fill-zinc-800',
    ink: 'fill-zinc-600 dark:fill-zinc-400',
    swatch: 'bg-zinc-100 dark:bg-zinc-800',
  },
  {
    key: '0',
    label: (f: ReportFormat) => f.share(0),
    test: (s: number | null) => s === 0,
    fill: 'fill-white dark:fill-zinc-900',
    ink: 'fill-zinc-600 dark:fill-zinc-400',
    swatch: 'bg-white dark:bg-zinc-900',
  },
  {
    key: '1-25',
    label: (f: ReportFormat) => `${f.count(1)}–${f.share(0.25)}`,
    test: (s: number | null) => s !== null && s <= 0.25,
    fill: 'fill-indigo-100 dark:fill-indigo-950',
    ink: 'fill-zinc-900 dark:fill-white',
    swatch: 'bg-indigo-100 dark:bg-indigo-950',
  },
  {
    key: '26-50',
    label: (f: ReportFormat) => `${f.count(26)}–${f.share(0.5)}`,
    test: (s: number | null) => s !== null && s <= 0.5,
    fill: 'fill-indigo-300 dark:fill-indigo-800',
    ink: 'fill-zinc-950 dark:fill-white',
    swatch: 'bg-indigo-300 dark:bg-indigo-800',
  },
  {
    key: '51-75',
    label: (f: ReportFormat) => `${f.count(51)}–${f.share(0.75)}`,
    test: (s: number | null) => s !== null && s <= 0.75,
    fill: 'fill-indigo-600 dark:fill-indigo-600',
    ink: 'fill-white dark:fill-white',
    swatch: 'bg-indigo-600 dark:bg-indigo-600',
  },
  {
    key: '76-100',
    label: (f: ReportFormat) => `${f.count(76)}–${f.share(1)}`,
    test: (s: number | null) => s !== null && s <= 1,
    fill: 'fill-indigo-800 dark:fill-indigo-400',
    ink: 'fill-white dark:fill-zinc-950',
    swatch: 'bg-indigo-800 dark:bg-indigo-400',
  },
  {
    key: 'over',
    label: (f: ReportFormat, words: StepWords) => words.over,
    test: () => true,
    fill: 'fill-indigo-950 dark:fill-indigo-200',
    ink: 'fill-white dark:fill-zinc-950',
    swatch: 'bg-indigo-950 dark:bg-indigo-200',
  },
] as const;

const stepOf = (share: number | null) => STEPS.find((s) => s.test(share))!;

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const CELL_W = 36;
const CELL_H = 26;
// Room for a ramp's name as the service gives it ("BRN-1 · Rampa 1"); longer ones are cut with an ellipsis.
const LEFT = 150;
const NAME_CHARS = 22;
const TOP = 22;

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

function HeatSvg({ rows, mode, describedBy }: { rows: HeatRow[]; mode: OccupancyMode; describedBy: string }) {
  const t = useTranslations('reports.heatMap');
  const f = useReportFormat();
  const width = LEFT + CELL_W * 24 + 4;
  const height = TOP + CELL_H * rows.length + 4;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      role="img"
      aria-label={t('chartLabel', { ramps: rows.length - 1 })}
      aria-describedby={describedBy}
      className="h-auto text-zinc-700 dark:text-zinc-300"
    >
      <Group top={TOP} left={LEFT}>
        {HOURS.map((h) => (
          <text key={h} x={h * CELL_W + CELL_W / 2} y={-8} textAnchor="middle" fontSize={10} fill="currentColor">
            {String(h).padStart(2, '0')}
          </text>
        ))}
        {rows.map((row, i) => (
          <text
            key={row.name + i}
            x={-8}
            y={i * CELL_H + CELL_H / 2}
            dy="0.32em"
            textAnchor="end"
            fontSize={11}
            fontWeight={i === rows.length - 1 ? 600 : 400}
            fill="currentColor"
          >
            {row.name.length > NAME_CHARS ? `${row.name.slice(0, NAME_CHARS - 1)}…` : row.name}
          </text>
        ))}
        <HeatmapRect<number, { row: HeatRow; cell: UtilisationCell }>
          data={HOURS}
          bins={(hour) => rows.map((row) => ({ row, cell: row.cells[hour]! }))}
          count={(bin) => shareOf(bin.cell, mode) ?? 0}
          xScale={(column) => column * CELL_W}
          yScale={(row) => row * CELL_H}
          binWidth={CELL_W}
          binHeight={CELL_H}
          gap={2}
        >
          {(columns) =>
            columns.map((column) =>
              column.map(({ bin, x, y, width, height, row, column: c }) => {
                const share = shareOf(bin.cell, mode);
                const step = stepOf(share);
                const minutes = mode === 'plan' ? bin.cell.bookedMinutes : bin.cell.actualMinutes;
                return (
                  <g key={`${row}-${c}`}>
                    <rect
                      x={x}
                      y={y}
                      width={width}
                      height={height}
                      rx={2}
                      className={`${step.fill} stroke-zinc-200 dark:stroke-zinc-700`}
                      strokeWidth={share === 0 ? 1 : 0}
                    >
                      <title>
                        {share === null
                          ? t('closedCell', { ramp: bin.row.name, hours: f.hourSpan(bin.cell.hour) })
                          : t('cell', {
                              ramp: bin.row.name,
                              hours: f.hourSpan(bin.cell.hour),
                              share: f.share(share),
                              mode,
                              minutes: f.minutes(minutes),
                              open: f.minutes(bin.cell.openMinutes),
                            })}
                      </title>
                    </rect>
                    <text
                      x={x + width / 2}
                      y={y + height / 2}
                      dy="0.32em"
                      textAnchor="middle"
                      fontSize={9.5}
                      className={step.ink}
                      pointerEvents="none"
                    >
                      {share === null ? '–' : f.share(share)}
                    </text>
                  </g>
                );
              }),
            )
          }
        </HeatmapRect>
      </Group>
    </svg>
  );
}

function HeatTable({ rows, mode }: { rows: HeatRow[]; mode: OccupancyMode }) {
  const t = useTranslations('reports.heatMap');
  const f = useReportFormat();
  return (
    <ChartTable
      label={t('tableLabel', { mode })}
      rows={rows}
      getRowId={(row) => `${row.name}${rows.indexOf(row)}`}
      columns={[
        {
          ...nameColumn<HeatRow>('ramp', t('ramp'), (row) => row.name),
          // The last row is every ramp's.
          cellProps: (row) => ({ className: `${TD} ${row === rows.at(-1) ? 'font-semibold' : 'font-normal'}` }),
        },
        ...HOURS.map((h) =>
          figureColumn<HeatRow>(String(h), f.hour(h), (row) => {
            const share = shareOf(row.cells[h]!, mode);
            return share === null ? t('closed') : f.share(share);
          }),
        ),
      ]}
    />
  );
}

function Legend() {
  const t = useTranslations('reports.heatMap');
  const f = useReportFormat();
  const words: StepWords = { closed: t('closed'), over: t('over', { share: f.share(1) }) };
  return (
    <ul aria-label={t('legend')} className="flex flex-wrap items-center gap-x-4 gap-y-1">
      {STEPS.map((s) => (
        <li key={s.key} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`inline-block h-3.5 w-5 rounded-sm border border-zinc-300 dark:border-zinc-600 ${s.swatch}`}
          />
          {s.label(f, words)}
        </li>
      ))}
    </ul>
  );
}
