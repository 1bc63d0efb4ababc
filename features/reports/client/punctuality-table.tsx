'use client';

// Carrier punctuality: one row per carrier and a totals row; every column sorts; each count is a button that lists
// the reservations behind it.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Table, type TableColumn } from '@/components/ui/table';
import type { PunctualityOutcome, PunctualityRow } from '../contract';
import { type ReportFormat, useReportFormat } from './format-report';
import { sortRows, type RowSort } from './sort-rows';

export type DrillOutcome = PunctualityOutcome | 'all';

/** Which number was clicked: its carrier (undefined for every carrier) and outcome. */
export interface DrillTarget {
  carrier?: string;
  outcome: DrillOutcome;
}

/** A column's words are messages reports.table.columns.<key> (and reports.table.hints.<key>). */
interface Column {
  key: Exclude<keyof PunctualityRow, 'carrier'>;
  /** Counts drill down; the rest are figures. */
  drill?: DrillOutcome;
  format: (row: PunctualityRow, f: ReportFormat) => string;
  hint?: 'open' | 'notApproved';
}

const COLUMNS: Column[] = [
  { key: 'reservations', drill: 'all', format: (r, f) => f.count(r.reservations) },
  { key: 'onTime', drill: 'onTime', format: (r, f) => f.count(r.onTime) },
  { key: 'early', drill: 'early', format: (r, f) => f.count(r.early) },
  { key: 'late', drill: 'late', format: (r, f) => f.count(r.late) },
  { key: 'noShow', drill: 'noShow', format: (r, f) => f.count(r.noShow) },
  { key: 'open', drill: 'open', format: (r, f) => f.count(r.open), hint: 'open' },
  { key: 'notApproved', drill: 'notApproved', format: (r, f) => f.count(r.notApproved), hint: 'notApproved' },
  { key: 'onTimeShare', format: (r, f) => f.share(r.onTimeShare) },
  { key: 'medianDelayMinutes', format: (r, f) => f.delay(r.medianDelayMinutes) },
  { key: 'p90DelayMinutes', format: (r, f) => f.delay(r.p90DelayMinutes) },
  { key: 'medianDwellMinutes', format: (r, f) => f.minutes(r.medianDwellMinutes) },
  { key: 'medianTurnaroundMinutes', format: (r, f) => f.minutes(r.medianTurnaroundMinutes) },
];

const HEAD = 'border-b border-zinc-200 px-2 py-2 align-bottom font-medium dark:border-zinc-700';
const ROW = 'border-b border-zinc-100 last:border-0 dark:border-zinc-800';

type OnDrill = (target: DrillTarget, label: string) => void;

export function PunctualityTable({
  carriers,
  totals,
  onDrill,
}: {
  carriers: PunctualityRow[];
  totals: PunctualityRow;
  onDrill: OnDrill;
}) {
  const t = useTranslations('reports.table');
  const [sort, setSort] = useState<RowSort>({ key: 'reservations', desc: true });
  const columnsFor = usePunctualityColumns(onDrill);
  return (
    <div
      className="overflow-x-auto rounded-md border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      tabIndex={0}
      role="region"
      aria-label={t('region')}
    >
      <Table
        className="w-full text-sm tabular-nums"
        aria-label={t('label')}
        rows={sortRows(carriers, sort)}
        columns={columnsFor(false)}
        getRowId={(row) => row.carrier}
        sort={{ id: sort.key, desc: sort.desc }}
        onSortChange={(next) => next && setSort({ key: next.id as RowSort['key'], desc: next.desc })}
        headClassName="bg-zinc-50 dark:bg-zinc-800/60"
        rowProps={(row) => ({ 'data-carrier': row.carrier })}
        footClassName="border-t-2 border-zinc-300 font-semibold dark:border-zinc-600"
        footer={<TotalsRow row={totals} columns={columnsFor(true)} />}
      />
    </div>
  );
}

/** The columns, for a carrier's row or (`total`) the row of every carrier; a new column sorts largest first. */
function usePunctualityColumns(onDrill: OnDrill) {
  const t = useTranslations('reports');
  const f = useReportFormat();
  return (total: boolean): TableColumn<PunctualityRow>[] => {
    const nameOf = (row: PunctualityRow) => (total ? t('names.allCarriers') : f.carrier(row.carrier));
    return [
      {
        id: 'carrier',
        header: t('table.carrier'),
        rowHeader: true,
        sortable: true,
        align: 'left',
        headerClassName: HEAD,
        cellClassName: `px-3 py-1.5 whitespace-nowrap ${total ? 'font-semibold' : 'font-medium'}`,
        cell: nameOf,
      },
      ...COLUMNS.map((c): TableColumn<PunctualityRow> => ({
        id: c.key,
        header: t(`table.columns.${c.key}`),
        hint: c.hint ? t(`table.hints.${c.hint}`) : undefined,
        sortable: true,
        sortDescFirst: true,
        align: 'right',
        headerClassName: HEAD,
        cellClassName: 'px-2 py-1.5 whitespace-nowrap',
        cellProps: () => ({ 'data-column': c.key }),
        cell: (row) => {
          const text = c.format(row, f);
          const count = typeof row[c.key] === 'number' ? (row[c.key] as number) : 0;
          if (!c.drill || count === 0) return <span className={c.drill ? 'px-1.5' : undefined}>{text}</span>;
          const name = nameOf(row);
          return (
            <button
              type="button"
              onClick={() =>
                onDrill(
                  { carrier: total ? undefined : row.carrier, outcome: c.drill! },
                  `${t(`outcomes.${c.drill!}`)} · ${name}`,
                )
              }
              aria-label={t('table.drill', {
                value: text,
                column: t(`table.columns.${c.key}`).toLocaleLowerCase(f.locale),
                carrier: name,
              })}
              className={DRILL}
            >
              {text}
            </button>
          );
        },
      })),
    ];
  };
}

const DRILL =
  'rounded px-1.5 py-0.5 text-indigo-700 underline decoration-dotted underline-offset-2 hover:bg-indigo-50 ' +
  'dark:text-indigo-300 dark:hover:bg-indigo-950';

/** The totals under the carriers, drawn as a carrier's row is. */
function TotalsRow({ row, columns }: { row: PunctualityRow; columns: TableColumn<PunctualityRow>[] }) {
  return (
    <tr className={ROW}>
      {columns.map((c) => {
        const Cell = c.rowHeader ? 'th' : 'td';
        return (
          <Cell
            key={c.id}
            scope={c.rowHeader ? 'row' : undefined}
            {...c.cellProps?.(row)}
            className={`${c.cellClassName} ${c.align === 'right' ? 'text-right' : 'text-left'}`}
          >
            {c.cell(row)}
          </Cell>
        );
      })}
    </tr>
  );
}
