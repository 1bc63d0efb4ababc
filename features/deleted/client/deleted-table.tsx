'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { DeletedReservation } from '../contract';
import { formatSlot, formatStamp } from './format-audit-times';

/** The columns, each by its key in messages (deleted.columns). */
const HEADERS = ['number', 'slot', 'ramp', 'carrier', 'plates', 'status', 'orders', 'deletedAt', 'learntVia'] as const;

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
  return (
    <div
      className="overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
      aria-busy={busy}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-zinc-50 text-xs uppercase tracking-wide text-zinc-600 dark:bg-zinc-900 dark:text-zinc-400">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium">
                {t(`columns.${h}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const zone = row.timeZone ?? fallbackZone;
            const label = row.number || row.id;
            return (
              <tr
                key={row.id}
                data-deleted-id={row.id}
                className="cursor-pointer border-t border-zinc-200 hover:bg-zinc-50 dark:border-zinc-800 dark:hover:bg-zinc-800/60"
                // The whole row for the mouse; the number's button is the keyboard's way in.
                onClick={() => onOpen(row)}
              >
                <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap">
                  <button
                    type="button"
                    className="rounded text-indigo-700 underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
                    aria-label={t('show', { number: label })}
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(row);
                    }}
                  >
                    {label}
                  </button>
                </th>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums" title={row.startUtc ? zone : undefined}>
                  {formatSlot(row.startUtc, row.endUtc, zone, locale) || (
                    <span className="text-zinc-600 dark:text-zinc-400">{t('notKnown')}</span>
                  )}
                </td>
                <td className="px-3 py-2">{row.rampName ?? row.rampId ?? '—'}</td>
                <td className="px-3 py-2">{row.carrier || '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {[row.vehiclePlate, row.trailerPlate].filter(Boolean).join(' / ') || '—'}
                </td>
                <td className="px-3 py-2">{row.status ? t('status', { status: row.status }) : '—'}</td>
                <td className="px-3 py-2">{row.orderNumbers || '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                  <time dateTime={row.deletedAt}>{formatStamp(row.deletedAt, zone, locale)}</time>
                </td>
                <td className="px-3 py-2">
                  {t('learntVia', { via: row.learntVia })}
                  {row.detailFrom === 'service' ? (
                    <span className="ml-2 rounded bg-zinc-200 px-1.5 py-0.5 text-xs whitespace-nowrap text-zinc-800 dark:bg-zinc-700 dark:text-zinc-100">
                      {t('detailFrom', { from: 'service' })}
                    </span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
