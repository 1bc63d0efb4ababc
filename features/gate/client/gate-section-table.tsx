'use client';

// One section of the gate (late, expected, on site, …): a table on a desk or a wall, one card per truck on a phone.
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Table, type TableColumn } from '@/components/ui/table';
import { useFormatDuration } from '@/components/ui/use-format-duration';
import type { Locale } from '@/lib/contracts';
import { formatInZone } from '@/lib/i18n';
import { type GateRow, type GateSection } from '../logic/classify-gate';
import { lifecycleBadges } from '@/features/schedule';
import { localDateOf } from '@/lib/time';

/** Each section's colour; its words are messages gate.sections.<section>. */
const SECTION_TONE: Record<GateSection, string> = {
  late: 'border-l-red-600',
  expected: 'border-l-sky-600',
  onSite: 'border-l-green-600',
  departed: 'border-l-zinc-500',
  noShow: 'border-l-amber-600',
  notApproved: 'border-l-amber-500',
  later: 'border-l-zinc-300',
};

/** The columns; their words are messages gate.columns.<column>. */
type Column = 'time' | 'ramp' | 'carrier' | 'plates' | 'driver' | 'orders' | 'status';

const MINUTE = 60_000;

/** "18:00" on the view's day, "Sun 18:00" on another (the night before, the first hours of tomorrow). */
export function whenOf(utc: number, day: string, timeZone: string, locale: Locale): string {
  const time = formatInZone(utc, timeZone, locale, 'time');
  return localDateOf(utc, timeZone) === day ? time : `${formatInZone(utc, timeZone, locale, 'weekday')} ${time}`;
}

interface GateSectionTableProps {
  section: GateSection;
  rows: GateRow[];
  timeZone: string;
  /** The view's local day: a slot on another day shows its weekday. */
  day: string;
  rampNames: Map<string, string>;
  now: number;
  wall: boolean;
  emptyText: string;
  /** Where a reservation's number leads (its day on the schedule); none on the wall. */
  scheduleLink?: (date: string) => string;
}

// Each cell names its column on a phone, where the table is laid out as one card per truck.
const CELL =
  'block px-3 py-0.5 before:mr-2 before:font-medium before:text-zinc-600 before:content-[attr(data-label)] ' +
  'md:table-cell md:py-2 md:before:content-none dark:before:text-zinc-400';
const HEAD = 'px-3 py-2 text-left font-medium';
const EMPTY_CLASS =
  'rounded-md border border-dashed border-zinc-300 px-3 py-2 text-zinc-700 dark:border-zinc-700 dark:text-zinc-300';
const FLAG_CLASS =
  'ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50';
const ROW =
  'block rounded-md border border-l-4 border-zinc-200 bg-white py-1 md:table-row md:rounded-none md:border-0 ' +
  'md:border-b md:border-l-0 dark:border-zinc-800 dark:bg-zinc-900';

/** Sections that grow all day show their first rows until asked for all (the wall shows them all as it scrolls). */
const FOLDED: ReadonlySet<GateSection> = new Set(['later', 'departed']);
const FOLDED_ROWS = 10;

export function GateSectionTable({
  section,
  rows,
  timeZone,
  day,
  rampNames,
  now,
  wall,
  emptyText,
  scheduleLink,
}: GateSectionTableProps) {
  const t = useTranslations('gate');
  const locale = useLocale();
  const tone = SECTION_TONE[section];
  const id = `gate-${section}`;
  const [all, setAll] = useState(false);
  const shown = wall || all || !FOLDED.has(section) ? rows : rows.slice(0, FOLDED_ROWS);
  const slotOf = (r: GateRow['reservation']) =>
    `${whenOf(Date.parse(r.StartUtc), day, timeZone, locale)}–` +
    formatInZone(Date.parse(r.EndUtc), timeZone, locale, 'time');
  const column = (
    id: Column,
    cell: (r: GateRow['reservation']) => ReactNode,
    className = CELL,
  ): TableColumn<GateRow> => ({
    id,
    header: t(`columns.${id}`),
    headerClassName: HEAD,
    cell: (row) => cell(row.reservation),
    cellProps: () => ({ 'data-label': t(`columns.${id}`), className }),
  });
  const columns = [
    column(
      'time',
      (r) => (
        <>
          {scheduleLink ? (
            <Link
              href={`${scheduleLink(localDateOf(Date.parse(r.StartUtc), timeZone))}&open=${r.Id}`}
              className="underline decoration-dotted underline-offset-2"
              aria-label={t('openOnSchedule', { slot: slotOf(r), number: r.ReservationNumber })}
            >
              {slotOf(r)}
            </Link>
          ) : (
            slotOf(r)
          )}
          <span className="ml-2 font-normal text-zinc-600 dark:text-zinc-400">{r.ReservationNumber}</span>
        </>
      ),
      `${CELL} font-semibold tabular-nums`,
    ),
    column('ramp', (r) => rampNames.get(r.ResourceId.toLowerCase()) ?? t('unknownRamp')),
    column('carrier', (r) => r.Carrier || '—'),
    column(
      'plates',
      (r) => [r.VehicleNumberPlate, r.TrailerNumberPlate].filter(Boolean).join(' / ') || '—',
      `${CELL} font-mono`,
    ),
    column('driver', (r) => r.CarrierDriverFullName || '—'),
    column('orders', (r) => r.OrderNumbers || '—'),
    {
      ...column('status', () => null),
      cell: (row: GateRow) => <StatusText row={row} timeZone={timeZone} now={now} />,
    },
  ];
  return (
    <section aria-labelledby={id} data-section={section}>
      <h2 id={id} className={`${wall ? 'text-2xl' : 'text-lg'} mb-2 font-semibold`}>
        {t(`sections.${section}.title`)}{' '}
        <span className="font-normal text-zinc-600 dark:text-zinc-400">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className={EMPTY_CLASS}>{emptyText}</p>
      ) : (
        <Table
          className={`block w-full md:table ${wall ? 'text-xl' : 'text-sm'}`}
          rows={shown}
          columns={columns}
          getRowId={(row) => row.reservation.Id}
          headClassName="sr-only md:not-sr-only md:table-header-group"
          headRowClassName="border-b border-zinc-300 text-zinc-700 dark:border-zinc-700 dark:text-zinc-300"
          bodyClassName="block space-y-2 md:table-row-group md:space-y-0"
          rowProps={(row) => ({ 'data-reservation-id': row.reservation.Id, className: `${ROW} ${tone}` })}
        />
      )}
      {shown.length < rows.length ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => setAll(true)}>
          {t('showAll', { count: rows.length, more: rows.length - shown.length })}
        </Button>
      ) : null}
    </section>
  );
}

/** What the gate needs to know of a row, in words: the section's figure, the stage, the flags. */
function StatusText({ row, timeZone, now }: { row: GateRow; timeZone: string; now: number }) {
  const t = useTranslations('gate');
  const locale = useLocale();
  const duration = useFormatDuration();
  const r = row.reservation;
  const parts: string[] = [];
  const start = Date.parse(r.StartUtc);
  switch (row.section) {
    case 'late':
      parts.push(t('status.late', { duration: duration(row.durationMs ?? 0) }));
      break;
    case 'expected':
      parts.push(t('status.expectedIn', { duration: duration(start - now) }));
      break;
    case 'onSite': {
      // Plan against actual: within a minute counts as on time.
      const offset = row.arrivalOffsetMs ?? 0;
      const when = Math.abs(offset) < MINUTE ? 'onTime' : offset > 0 ? 'late' : 'early';
      parts.push(
        t('status.onSite', { duration: duration(row.durationMs ?? 0) }),
        t('status.arrived', { when, duration: duration(offset) }),
      );
      break;
    }
    case 'departed':
      parts.push(
        row.durationMs !== null ? t('status.turnaround', { duration: duration(row.durationMs) }) : t('status.departed'),
        t('status.left', { time: formatInZone(Date.parse(r.RealGateVehicleDepartureUtc!), timeZone, locale, 'time') }),
      );
      break;
    case 'noShow':
      parts.push(r.CarrierNotArrived === true ? t('status.carrierNotArrived') : t('status.noArrival'));
      break;
    default:
      break;
  }
  if (r.ApprovalStatus !== 'Approved') parts.unshift(t('status.approval', { status: r.ApprovalStatus || 'none' }));
  const stages = lifecycleBadges(r).filter((b) => b === 'processing' || b === 'delivered');
  parts.push(...stages.map((stage) => t('status.stage', { stage })));
  const flags = [
    r.IsUrgent === true ? t('status.urgent') : null,
    r.IppApprovalStatus ? t('status.ipp', { status: String(r.IppApprovalStatus).toLowerCase() }) : null,
  ].filter(Boolean) as string[];
  return (
    <span>
      {parts.join(' · ')}
      {flags.map((f) => (
        <span key={f} className={FLAG_CLASS}>
          {f}
        </span>
      ))}
    </span>
  );
}
