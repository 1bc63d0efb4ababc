import { Group } from '@visx/group';
import { HeatmapRect } from '@visx/heatmap';
import { useTranslations } from 'next-intl';
import type { UtilisationCell } from '../contract';
import { useReportFormat } from './format-report';
import { HOURS, type HeatRow, type OccupancyMode, shareOf, stepOf } from './heat-map-steps';

const CELL_W = 36;
const CELL_H = 26;
// Room for a ramp's name as the service gives it ("BRN-1 · Rampa 1"); longer ones are cut with an ellipsis.
const LEFT = 150;
const NAME_CHARS = 22;
const TOP = 22;

export function HeatSvg({ rows, mode, describedBy }: { rows: HeatRow[]; mode: OccupancyMode; describedBy: string }) {
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
