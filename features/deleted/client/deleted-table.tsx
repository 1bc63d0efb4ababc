'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Table, type TableColumn } from '@/components/ui/table';
import type { DeletedReservation } from '../contract';
import { formatSlot, formatStamp } from './format-audit-times';

/** The columns, each by its key in messages (deleted.columns). */
const HEADERS = ['number', 'slot', 'ramp', 'carrier', 'plates', 'status', 'orders', 'deletedAt', 'learntVia'] as const;
type Header = (typeof HEADERS)[number];

const HEAD = 'bg-zinc-50 text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400';
const ROW = 'cursor-pointer border-t border-zinc-200 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-800/60';
const CELL_CLASS: Partial<Record<Header, string>> = {
  number: 'px-3 py-2 font-medium whitespace-nowrap',
  slot: 'px-3 py-2 whitespace-nowrap tabular-nums',
  plates: 'px-3 py-2 whitespace-nowrap',
  deletedAt: 'px-3 py-2 whitespace-nowrap tabular-nums',
};
const OPEN_BUTTON =
  'rounded text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-indigo-600 dark:text-indigo-300';
const BADGE =
  'ml-2 rounded bg-zinc-200 px-1.5 py-0.5 text-xs whitespace-nowrap text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100';

interface DeletedTableProps {
  rows: DeletedReservation[];
  /** Where a row's times are shown when its branch office has no configured zone: the planner's own. */
  fallbackZone: string;
  busy: boolean;
  onOpen: (row: DeletedReservation) => void;
}

/** One page of deleted reservations; the number opens the row's last known detail and history. */
export function DeletedTable({ rows, fallbackZone, busy, onOpen }: DeletedTableProps) {
  const t = useTranslations('deleted');
  const locale = useLocale();
  const zoneOf = (row: DeletedReservation) => row.timeZone ?? fallbackZone;
  const cells: Record<Header, (row: DeletedReservation) => ReactNode> = {
    number: (row) => {
      const label = row.number || row.id;
      return (
        <button
          type="button"
          className={OPEN_BUTTON}
          aria-label={t('show', { number: label })}
          onClick={(e) => {
            e.stopPropagation();
            onOpen(row);
          }}
        >
          {label}
        </button>
      );
    },
    slot: (row) =>
      formatSlot(row.startUtc, row.endUtc, zoneOf(row), locale) || (
        <span className="text-zinc-600 dark:text-zinc-400">{t('notKnown')}</span>
      ),
    ramp: (row) => row.rampName ?? row.rampId ?? '—',
    carrier: (row) => row.carrier || '—',
    plates: (row) => [row.vehiclePlate, row.trailerPlate].filter(Boolean).join(' / ') || '—',
    status: (row) => (row.status ? t('status', { status: row.status }) : '—'),
    orders: (row) => row.orderNumbers || '—',
    deletedAt: (row) => <time dateTime={row.deletedAt}>{formatStamp(row.deletedAt, zoneOf(row), locale)}</time>,
    learntVia: (row) => (
      <>
        {t('learntVia', { via: row.learntVia })}
        {row.detailFrom === 'service' ? <span className={BADGE}>{t('detailFrom', { from: 'service' })}</span> : null}
      </>
    ),
  };
  const columns = HEADERS.map((id): TableColumn<DeletedReservation> => ({
    id,
    header: t(`columns.${id}`),
    cell: cells[id],
    rowHeader: id === 'number',
    cellClassName: CELL_CLASS[id] ?? 'px-3 py-2',
    cellProps: id === 'slot' ? (row) => ({ title: row.startUtc ? zoneOf(row) : undefined }) : undefined,
  }));
  return (
    <div
      className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      aria-busy={busy}
    >
      <Table
        rows={rows}
        columns={columns}
        getRowId={(row) => row.id}
        caption={t('caption')}
        headClassName={HEAD}
        rowClassName={ROW}
        rowProps={(row) => ({ 'data-deleted-id': row.id })}
        // The whole row for the mouse; the number's button is the keyboard's way in.
        onRowActivate={onOpen}
      />
    </div>
  );
}
