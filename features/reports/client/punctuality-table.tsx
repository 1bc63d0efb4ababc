'use client';

// Carrier punctuality: one row per carrier and a totals row; every column sorts; each count is a button that lists
// the reservations behind it. A dozen carriers sort in a line of code, so no table library.
import { useTranslations } from 'next-intl';
import { useState } from 'react';
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

export function PunctualityTable({
  carriers,
  totals,
  onDrill,
}: {
  carriers: PunctualityRow[];
  totals: PunctualityRow;
  onDrill: (target: DrillTarget, label: string) => void;
}) {
  const t = useTranslations('reports.table');
  const [sort, setSort] = useState<RowSort>({ key: 'reservations', desc: true });
  const rows = sortRows(carriers, sort);
  const toggle = (key: RowSort['key']) =>
    setSort((s) => (s.key === key ? { key, desc: !s.desc } : { key, desc: key !== 'carrier' }));
  const sortState = (key: RowSort['key']) => (sort.key === key ? (sort.desc ? 'descending' : 'ascending') : undefined);

  return (
    <div
      className="overflow-x-auto rounded-md border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      tabIndex={0}
      role="region"
      aria-label={t('region')}
    >
      <table className="w-full text-sm tabular-nums" aria-label={t('label')}>
        <thead className="bg-zinc-50 dark:bg-zinc-800/60">
          <tr>
            <SortHeader
              label={t('carrier')}
              state={sortState('carrier')}
              onClick={() => toggle('carrier')}
              align="left"
            />
            {COLUMNS.map((c) => (
              <SortHeader
                key={c.key}
                label={t(`columns.${c.key}`)}
                hint={c.hint ? t(`hints.${c.hint}`) : undefined}
                state={sortState(c.key)}
                onClick={() => toggle(c.key)}
                align="right"
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.carrier} row={row} onDrill={onDrill} />
          ))}
        </tbody>
        <tfoot className="border-t-2 border-zinc-300 font-semibold dark:border-zinc-600">
          <Row row={totals} total onDrill={onDrill} />
        </tfoot>
      </table>
    </div>
  );
}

function SortHeader({
  label,
  hint,
  state,
  onClick,
  align,
}: {
  label: string;
  hint?: string;
  state?: 'ascending' | 'descending';
  onClick: () => void;
  align: 'left' | 'right';
}) {
  return (
    <th
      scope="col"
      aria-sort={state}
      className={`border-b border-zinc-200 px-2 py-2 align-bottom font-medium dark:border-zinc-700 ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={onClick}
        title={hint}
        className={`inline-flex items-end gap-1 rounded px-1 hover:bg-zinc-200 dark:hover:bg-zinc-700 ${align === 'right' ? 'text-right' : 'text-left'}`}
      >
        {label}
        <span aria-hidden="true" className="text-xs">
          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

function Row({
  row,
  total = false,
  onDrill,
}: {
  row: PunctualityRow;
  total?: boolean;
  onDrill: (target: DrillTarget, label: string) => void;
}) {
  const t = useTranslations('reports');
  const f = useReportFormat();
  const name = total ? t('names.allCarriers') : f.carrier(row.carrier);
  return (
    <tr
      data-carrier={total ? undefined : row.carrier}
      className="border-b border-zinc-100 last:border-0 dark:border-zinc-800"
    >
      <th scope="row" className={`px-3 py-1.5 text-left whitespace-nowrap ${total ? 'font-semibold' : 'font-medium'}`}>
        {name}
      </th>
      {COLUMNS.map((c) => {
        const text = c.format(row, f);
        const count = typeof row[c.key] === 'number' ? (row[c.key] as number) : 0;
        return (
          <td key={c.key} data-column={c.key} className="px-2 py-1.5 text-right whitespace-nowrap">
            {c.drill && count > 0 ? (
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
                className="rounded px-1.5 py-0.5 text-indigo-700 underline decoration-dotted underline-offset-2 hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-indigo-950"
              >
                {text}
              </button>
            ) : (
              <span className={c.drill ? 'px-1.5' : undefined}>{text}</span>
            )}
          </td>
        );
      })}
    </tr>
  );
}
