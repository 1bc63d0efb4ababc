'use client';

// The reservations behind one number of the punctuality table, 50 a page, each opening on the schedule's grid on
// its local day with its panel open.
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Table, type TableColumn } from '@/components/ui/table';
import { useErrorMessage } from '@/components/ui/use-error-message';
import type { PunctualityDrillRow, ReportQuery } from '../contract';
import { formatInZone } from '@/lib/i18n';
import { usePunctualityDrill } from './queries';
import { localDateOf } from '@/lib/time';
import { TD, TH } from './chart-frame';
import { useReportFormat } from './format-report';
import type { DrillTarget } from './punctuality-table';

const DIALOG =
  'm-auto w-full max-w-5xl rounded-lg border border-zinc-200 bg-white p-5 ' +
  'text-zinc-900 shadow-xl backdrop:bg-black/40 dark:border-zinc-700 ' +
  'dark:bg-zinc-900 dark:text-zinc-100';

interface PunctualityDrillProps {
  query: ReportQuery;
  target: DrillTarget;
  title: string;
  /** The branch office id as the schedule's URL takes it. */
  scheduleBranch: string;
  onClose: () => void;
}

export function PunctualityDrillDialog({ query, target, title, scheduleBranch, onClose }: PunctualityDrillProps) {
  const t = useTranslations('reports');
  const tc = useTranslations('common');
  const f = useReportFormat();
  const errorMessage = useErrorMessage();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [page, setPage] = useState(0);
  const drill = usePunctualityDrill({
    ...query,
    ...(target.carrier !== undefined ? { carrier: target.carrier } : {}),
    outcome: target.outcome,
    page,
  });
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const answer = drill.data;
  const first = answer ? answer.page * answer.pageSize : 0;
  const zone = answer?.timeZone ?? query.timeZone ?? 'UTC';
  const scheduleHref = (row: PunctualityDrillRow) => {
    const params = new URLSearchParams({ date: localDateOf(Date.parse(row.startUtc), zone), view: 'day' });
    if (scheduleBranch) params.set('branch', scheduleBranch);
    params.set('open', row.id);
    return `/schedule?${params.toString()}`;
  };
  const time = (utc: number) => formatInZone(utc, zone, f.locale, 'time');
  const day = (utc: number) => formatInZone(utc, zone, f.locale, 'weekdayDay');
  const arrived = (row: PunctualityDrillRow) => {
    if (!row.arrivalUtc) return '–';
    const arrival = Date.parse(row.arrivalUtc);
    const otherDay = localDateOf(arrival, zone) !== localDateOf(Date.parse(row.startUtc), zone);
    return `${time(arrival)}${otherDay ? ` (${day(arrival)})` : ''}`;
  };
  const column = (
    id: 'slot' | 'ramp' | 'carrier' | 'plate' | 'arrived' | 'delay' | 'countedAs',
    cell: (row: PunctualityDrillRow) => ReactNode,
  ): TableColumn<PunctualityDrillRow> => ({
    id,
    header: t(`drill.${id}`),
    cell,
    headerClassName: TH,
    cellClassName: TD,
  });
  const columns: TableColumn<PunctualityDrillRow>[] = [
    {
      id: 'reservation',
      header: t('drill.reservation'),
      rowHeader: true,
      headerClassName: TH,
      cellClassName: `${TD} font-normal`,
      cell: (row) => (
        <Link
          href={scheduleHref(row)}
          className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
        >
          {row.number || row.id.slice(0, 8)}
        </Link>
      ),
    },
    column(
      'slot',
      (row) => `${day(Date.parse(row.startUtc))}, ${time(Date.parse(row.startUtc))}–${time(Date.parse(row.endUtc))}`,
    ),
    column('ramp', (row) => row.rampName ?? '–'),
    ...(target.carrier === undefined ? [column('carrier', (row) => f.carrier(row.carrier))] : []),
    column('plate', (row) => row.vehiclePlate || '–'),
    column('arrived', arrived),
    { ...column('delay', (row) => f.delay(row.delayMinutes)), align: 'right' },
    column('countedAs', (row) =>
      row.outcome === 'notApproved'
        ? `${t(`outcomes.${row.outcome}`)} ${t('drill.status', { status: row.status.toLowerCase() })}`
        : t(`outcomes.${row.outcome}`),
    ),
  ];

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={DIALOG}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{t('drill.timesIn', { zone })}</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onClose} autoFocus>
          {tc('close')}
        </Button>
      </div>

      <div className="mt-4">
        {drill.isError && !answer ? (
          <Alert tone="error" title={t('drill.error')}>
            {errorMessage(drill.error)}
          </Alert>
        ) : !answer ? (
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            {t('drill.loading')}
          </p>
        ) : answer.total === 0 ? (
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            {t('drill.none')}
          </p>
        ) : (
          <>
            <div
              className="max-h-[60vh] overflow-auto"
              tabIndex={0}
              role="region"
              aria-label={t('drill.region', { title })}
            >
              <Table
                className="w-full text-left text-sm tabular-nums"
                rows={answer.rows}
                columns={columns}
                getRowId={(row) => row.id}
                headClassName="sticky top-0 bg-white dark:bg-zinc-900"
                rowClassName=""
                rowProps={(row) => ({ 'data-reservation-id': row.id })}
              />
            </div>
            <nav aria-label={tc('pages')} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
              <p role="status">
                {t('drill.range', {
                  first: f.count(first + 1),
                  last: f.count(first + answer.rows.length),
                  total: f.count(answer.total),
                })}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page === 0}
                  onClick={() => setPage((p) => Math.max(0, p - 1))}
                >
                  {tc('previous')}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={first + answer.rows.length >= answer.total}
                  onClick={() => setPage((p) => p + 1)}
                >
                  {tc('next')}
                </Button>
              </div>
            </nav>
          </>
        )}
      </div>
    </dialog>
  );
}
