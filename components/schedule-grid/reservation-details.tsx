import Link from 'next/link';
import type { ReactNode } from 'react';
import { localDateOf, localTimeOf } from '@/lib/schedule';
import type { Reservation } from '@/lib/contracts';

const FIRST = ['ReservationNumber', 'StartUtc', 'EndUtc', 'ApprovalStatus', 'Carrier', 'CarrierDriverFullName', 'VehicleNumberPlate', 'TrailerNumberPlate', 'OrderNumbers', 'SupplierNames', 'Note'];
const TIME = /Utc$|^Created$|^Updated$/;

export function show(field: string, value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' && TIME.test(field) && !Number.isNaN(Date.parse(value))) {
    const t = Date.parse(value);
    return `${localDateOf(t, timeZone)} ${localTimeOf(t, timeZone)}`;
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export const nice = (field: string) =>
  field
    .replace(/^ExtCustomFieldVarchar/, 'Custom text ')
    .replace(/^ExtCustomFieldBit/, 'Custom flag ')
    .replace(/Utc$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2');

/**
 * The orders behind a reservation, each a search of every order (converted ones are out of the cart). Supplier
 * names stay text: a name may hold a comma ("Novák, s.r.o."), so the joined list cannot be split back.
 */
const LINKED = new Set(['OrderNumbers']);

function linkIntoCart(value: unknown): ReactNode {
  const numbers = typeof value === 'string' ? value.split(',').map((v) => v.trim()).filter(Boolean) : [];
  if (numbers.length === 0) return '—';
  return numbers.map((name, i) => (
    <span key={`${i}:${name}`}>
      {i > 0 ? ', ' : ''}
      <Link href={`/orders?${new URLSearchParams({ all: '1', search: name }).toString()}`} className="text-indigo-700 underline dark:text-indigo-300">
        {name}
      </Link>
    </span>
  ));
}

/** Every field the service returned, custom fields included, the ones planners look at first on top. */
export function ReservationDetails({ reservation, timeZone, rampName, vehicleTypeName }: { reservation: Reservation; timeZone: string; rampName: string; vehicleTypeName: string }) {
  const rest = Object.keys(reservation)
    .filter((k) => !FIRST.includes(k))
    .sort();
  const rows: [string, ReactNode][] = [
    ...FIRST.map((f) => [nice(f), LINKED.has(f) ? linkIntoCart(reservation[f]) : show(f, reservation[f], timeZone)] as [string, ReactNode]),
    ['Ramp', rampName],
    ['Vehicle type', vehicleTypeName || '—'],
    ...rest.map((f) => [nice(f), show(f, reservation[f], timeZone)] as [string, string]),
  ];
  return (
    <dl aria-label="Reservation fields" className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-zinc-600 dark:text-zinc-400">{k}</dt>
          <dd className="break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
