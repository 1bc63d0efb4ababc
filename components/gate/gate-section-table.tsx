'use client';

// One section of the gate (late, expected, on site, …): a table on a desk or a wall, one card per truck on a phone.
import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { describeArrival, formatDuration, type GateRow, type GateSection, lifecycleBadges, localDateOf, localTimeOf } from '@/lib/schedule';

export const SECTION_TEXT: Record<GateSection, { title: string; noun: string; empty: string; tone: string }> = {
  late: { title: 'Late', noun: 'late truck', empty: 'No truck is late.', tone: 'border-l-red-600' },
  expected: { title: 'Expected in the next 2 hours', noun: 'expected truck', empty: 'No truck is expected in the next 2 hours.', tone: 'border-l-sky-600' },
  onSite: { title: 'On site', noun: 'truck on site', empty: 'No truck is on site.', tone: 'border-l-green-600' },
  departed: { title: 'Departed', noun: 'departed truck', empty: 'No truck has left yet today.', tone: 'border-l-zinc-500' },
  noShow: { title: 'No-shows', noun: 'no-show', empty: 'No no-shows today.', tone: 'border-l-amber-600' },
  notApproved: { title: 'Pending or rejected', noun: 'pending or rejected reservation', empty: 'Every reservation today is approved.', tone: 'border-l-amber-500' },
  later: { title: 'Later today', noun: 'later reservation', empty: 'Nothing more is booked today.', tone: 'border-l-zinc-300' },
};

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
const CELL = 'block px-3 py-0.5 before:mr-2 before:font-medium before:text-zinc-600 before:content-[attr(data-label)] md:table-cell md:py-2 md:before:content-none dark:before:text-zinc-400';
const HEAD = 'px-3 py-2 text-left font-medium';

/** Sections that grow all day show their first rows until asked for all (the wall shows them all as it scrolls). */
const FOLDED: ReadonlySet<GateSection> = new Set(['later', 'departed']);
const FOLDED_ROWS = 10;

export function GateSectionTable({ section, rows, timeZone, day, rampNames, now, wall, emptyText, scheduleLink }: GateSectionTableProps) {
  const text = SECTION_TEXT[section];
  const id = `gate-${section}`;
  const [all, setAll] = useState(false);
  const shown = wall || all || !FOLDED.has(section) ? rows : rows.slice(0, FOLDED_ROWS);
  return (
    <section aria-labelledby={id} data-section={section}>
      <h2 id={id} className={`${wall ? 'text-2xl' : 'text-lg'} mb-2 font-semibold`}>
        {text.title} <span className="font-normal text-zinc-600 dark:text-zinc-400">({rows.length})</span>
      </h2>
      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-zinc-300 px-3 py-2 text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">{emptyText}</p>
      ) : (
        <table className={`block w-full md:table ${wall ? 'text-xl' : 'text-sm'}`}>
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr className="border-b border-zinc-300 text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
              <th scope="col" className={HEAD}>Time</th>
              <th scope="col" className={HEAD}>Ramp</th>
              <th scope="col" className={HEAD}>Carrier</th>
              <th scope="col" className={HEAD}>Plates</th>
              <th scope="col" className={HEAD}>Driver</th>
              <th scope="col" className={HEAD}>Orders</th>
              <th scope="col" className={HEAD}>Status</th>
            </tr>
          </thead>
          <tbody className="block space-y-2 md:table-row-group md:space-y-0">
            {shown.map((row) => {
              const r = row.reservation;
              const start = Date.parse(r.StartUtc);
              const otherDay = localDateOf(start, timeZone) !== day;
              const slot = `${otherDay ? `${new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(start)} ` : ''}${localTimeOf(start, timeZone)}–${localTimeOf(Date.parse(r.EndUtc), timeZone)}`;
              return (
                <tr
                  key={r.Id}
                  data-reservation-id={r.Id}
                  className={`block rounded-md border border-l-4 border-zinc-200 bg-white py-1 md:table-row md:rounded-none md:border-0 md:border-b md:border-l-0 dark:border-zinc-800 dark:bg-zinc-900 ${text.tone}`}
                >
                  <td data-label="Time" className={`${CELL} font-semibold tabular-nums`}>
                    {scheduleLink ? (
                      <Link href={`${scheduleLink(localDateOf(start, timeZone))}&open=${r.Id}`} className="underline decoration-dotted underline-offset-2" aria-label={`${slot}, reservation ${r.ReservationNumber}: open on the schedule`}>
                        {slot}
                      </Link>
                    ) : (
                      slot
                    )}
                    <span className="ml-2 font-normal text-zinc-600 dark:text-zinc-400">{r.ReservationNumber}</span>
                  </td>
                  <td data-label="Ramp" className={CELL}>{rampNames.get(r.ResourceId.toLowerCase()) ?? 'unknown ramp'}</td>
                  <td data-label="Carrier" className={CELL}>{r.Carrier || '—'}</td>
                  <td data-label="Plates" className={`${CELL} font-mono`}>
                    {[r.VehicleNumberPlate, r.TrailerNumberPlate].filter(Boolean).join(' / ') || '—'}
                  </td>
                  <td data-label="Driver" className={CELL}>{r.CarrierDriverFullName || '—'}</td>
                  <td data-label="Orders" className={CELL}>{r.OrderNumbers || '—'}</td>
                  <td data-label="Status" className={CELL}>
                    <StatusText row={row} timeZone={timeZone} now={now} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {shown.length < rows.length ? (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => setAll(true)}>
          Show all {rows.length} ({rows.length - shown.length} more)
        </Button>
      ) : null}
    </section>
  );
}

/** What the gate needs to know of a row, in words: the section's figure, the stage, the flags. */
function StatusText({ row, timeZone, now }: { row: GateRow; timeZone: string; now: number }) {
  const r = row.reservation;
  const parts: string[] = [];
  const start = Date.parse(r.StartUtc);
  switch (row.section) {
    case 'late':
      parts.push(`${formatDuration(row.durationMs ?? 0)} late`);
      break;
    case 'expected':
      parts.push(`in ${formatDuration(start - now)}`);
      break;
    case 'onSite':
      parts.push(`on site ${formatDuration(row.durationMs ?? 0)}`, `arrived ${describeArrival(row.arrivalOffsetMs ?? 0)}`);
      break;
    case 'departed':
      parts.push(row.durationMs !== null ? `turnaround ${formatDuration(row.durationMs)}` : 'departed', `left ${localTimeOf(Date.parse(r.RealGateVehicleDepartureUtc!), timeZone)}`);
      break;
    case 'noShow':
      parts.push(r.CarrierNotArrived === true ? 'carrier did not arrive' : 'no arrival recorded');
      break;
    default:
      break;
  }
  if (r.ApprovalStatus !== 'Approved') parts.unshift(r.ApprovalStatus || 'no status');
  const stages = lifecycleBadges(r).filter((b) => b === 'processing' || b === 'delivered');
  parts.push(...stages);
  const flags = [r.IsUrgent === true ? 'Urgent' : null, r.IppApprovalStatus ? `IPP ${String(r.IppApprovalStatus).toLowerCase()}` : null].filter(Boolean) as string[];
  return (
    <span>
      {parts.join(' · ')}
      {flags.map((f) => (
        <span key={f} className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-950 dark:bg-amber-900 dark:text-amber-50">
          {f}
        </span>
      ))}
    </span>
  );
}
