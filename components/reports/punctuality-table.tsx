'use client';

// Carrier punctuality: one row per carrier and a totals row; every column sorts; each count is a button that lists
// the reservations behind it. A dozen carriers sort in a line of code, so no table library.
import { useState } from 'react';
import type { PunctualityOutcome, PunctualityRow } from '@/lib/contracts';
import { carrierName, formatCount, formatDelay, formatMinutes, formatShare } from './format-report';
import { sortRows, type RowSort } from './sort-rows';

export type DrillOutcome = PunctualityOutcome | 'all';

/** Which number was clicked: its carrier (undefined for every carrier) and outcome. */
export interface DrillTarget {
  carrier?: string;
  outcome: DrillOutcome;
}

interface Column {
  key: Exclude<keyof PunctualityRow, 'carrier'>;
  label: string;
  /** Counts drill down; the rest are figures. */
  drill?: DrillOutcome;
  format: (row: PunctualityRow) => string;
  hint?: string;
}

const COLUMNS: Column[] = [
  { key: 'reservations', label: 'Reservations', drill: 'all', format: (r) => formatCount(r.reservations) },
  { key: 'onTime', label: 'On time', drill: 'onTime', format: (r) => formatCount(r.onTime) },
  { key: 'early', label: 'Early', drill: 'early', format: (r) => formatCount(r.early) },
  { key: 'late', label: 'Late', drill: 'late', format: (r) => formatCount(r.late) },
  { key: 'noShow', label: 'No-shows', drill: 'noShow', format: (r) => formatCount(r.noShow) },
  { key: 'open', label: 'Still open', drill: 'open', format: (r) => formatCount(r.open), hint: 'slot still to come or running' },
  { key: 'notApproved', label: 'Not approved', drill: 'notApproved', format: (r) => formatCount(r.notApproved), hint: 'pending or rejected, no arrival' },
  { key: 'onTimeShare', label: 'On-time %', format: (r) => formatShare(r.onTimeShare) },
  { key: 'medianDelayMinutes', label: 'Median delay', format: (r) => formatDelay(r.medianDelayMinutes) },
  { key: 'p90DelayMinutes', label: 'P90 delay', format: (r) => formatDelay(r.p90DelayMinutes) },
  { key: 'medianDwellMinutes', label: 'Median dwell', format: (r) => formatMinutes(r.medianDwellMinutes) },
  { key: 'medianTurnaroundMinutes', label: 'Median turnaround', format: (r) => formatMinutes(r.medianTurnaroundMinutes) },
];

export const OUTCOME_LABELS: Record<DrillOutcome, string> = {
  all: 'All reservations',
  onTime: 'On time',
  early: 'Early',
  late: 'Late',
  noShow: 'No-shows',
  open: 'Still open',
  notApproved: 'Not approved',
};

export function PunctualityTable({ carriers, totals, onDrill }: { carriers: PunctualityRow[]; totals: PunctualityRow; onDrill: (target: DrillTarget, label: string) => void }) {
  const [sort, setSort] = useState<RowSort>({ key: 'reservations', desc: true });
  const rows = sortRows(carriers, sort);
  const toggle = (key: RowSort['key']) => setSort((s) => (s.key === key ? { key, desc: !s.desc } : { key, desc: key !== 'carrier' }));
  const sortState = (key: RowSort['key']) => (sort.key === key ? (sort.desc ? 'descending' : 'ascending') : undefined);

  return (
    <div className="overflow-x-auto rounded-md border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900" tabIndex={0} role="region" aria-label="Carrier punctuality table">
      <table className="w-full text-sm tabular-nums" aria-label="Carrier punctuality">
        <thead className="bg-zinc-50 dark:bg-zinc-800/60">
          <tr>
            <SortHeader label="Carrier" state={sortState('carrier')} onClick={() => toggle('carrier')} align="left" />
            {COLUMNS.map((c) => (
              <SortHeader key={c.key} label={c.label} hint={c.hint} state={sortState(c.key)} onClick={() => toggle(c.key)} align="right" />
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

function SortHeader({ label, hint, state, onClick, align }: { label: string; hint?: string; state?: 'ascending' | 'descending'; onClick: () => void; align: 'left' | 'right' }) {
  return (
    <th scope="col" aria-sort={state} className={`border-b border-zinc-200 px-2 py-2 align-bottom font-medium dark:border-zinc-700 ${align === 'right' ? 'text-right' : 'text-left'}`}>
      <button type="button" onClick={onClick} title={hint} className={`inline-flex items-end gap-1 rounded px-1 hover:bg-zinc-200 dark:hover:bg-zinc-700 ${align === 'right' ? 'text-right' : 'text-left'}`}>
        {label}
        <span aria-hidden="true" className="text-xs">
          {state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

function Row({ row, total = false, onDrill }: { row: PunctualityRow; total?: boolean; onDrill: (target: DrillTarget, label: string) => void }) {
  const name = total ? 'All carriers' : carrierName(row.carrier);
  return (
    <tr data-carrier={total ? undefined : row.carrier} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
      <th scope="row" className={`px-3 py-1.5 text-left whitespace-nowrap ${total ? 'font-semibold' : 'font-medium'}`}>
        {name}
      </th>
      {COLUMNS.map((c) => {
        const text = c.format(row);
        const count = typeof row[c.key] === 'number' ? (row[c.key] as number) : 0;
        return (
          <td key={c.key} data-column={c.key} className="px-2 py-1.5 text-right whitespace-nowrap">
            {c.drill && count > 0 ? (
              <button
                type="button"
                onClick={() => onDrill({ carrier: total ? undefined : row.carrier, outcome: c.drill! }, `${OUTCOME_LABELS[c.drill!]} · ${name}`)}
                aria-label={`${text} ${c.label.toLowerCase()}, ${name}: list them`}
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
