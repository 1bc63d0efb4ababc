import { useTranslations } from 'next-intl';
import { ChartTable, figureColumn, nameColumn, TD } from './chart-frame';
import { useReportFormat } from './format-report';
import { HOURS, type HeatRow, type OccupancyMode, shareOf, STEPS, type StepWords } from './heat-map-steps';

export function HeatTable({ rows, mode }: { rows: HeatRow[]; mode: OccupancyMode }) {
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

export function Legend() {
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
