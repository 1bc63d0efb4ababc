'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import Link from 'next/link';
import { useCallback, type ReactNode } from 'react';
import { formatLocalStamp } from '@/lib/time';
import type { Locale, Reservation } from '@/lib/contracts';

const FIRST = [
  'ReservationNumber',
  'StartUtc',
  'EndUtc',
  'ApprovalStatus',
  'Carrier',
  'CarrierDriverFullName',
  'VehicleNumberPlate',
  'TrailerNumberPlate',
  'OrderNumbers',
  'SupplierNames',
  'Note',
];
const TIME = /Utc$|^Created$|^Updated$/;

/** "Vehicle Number Plate" of VehicleNumberPlate: the name of a field the messages do not know (one the service
 * added). */
const spellOut = (field: string) => field.replace(/Utc$/, '').replace(/([a-z])([A-Z])/g, '$1 $2');

/** A field's value as the panel writes it; `words` say yes/no and a status in the reader's language. */
function writeValue(
  field: string,
  value: unknown,
  timeZone: string,
  locale: Locale,
  words: { yesNo: (value: boolean) => string; status: (status: string) => string },
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return words.yesNo(value);
  if (typeof value === 'string' && TIME.test(field) && !Number.isNaN(Date.parse(value)))
    return formatLocalStamp(Date.parse(value), timeZone, locale, 'dayTime');
  if (typeof value === 'string' && field === 'ApprovalStatus') return words.status(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * How the panel names a reservation's fields and writes their values, in the reader's language: `name(field)`
 * ("Vehicle Number Plate", "Custom text 3"), `show(field, value)` (a time in the zone, yes/no, a status, "—").
 */
export function useReservationFields(timeZone: string) {
  const t = useTranslations('schedule');
  const locale = useLocale();
  const known = useMessages().schedule.fields;
  const name = useCallback(
    (field: string) => {
      if (Object.hasOwn(known, field)) return t(`fields.${field as keyof typeof known}`);
      const custom = /^ExtCustomField(Varchar|Bit)(\d+)$/.exec(field);
      if (custom) return t('customField', { kind: custom[1] === 'Bit' ? 'flag' : 'text', number: custom[2]! });
      return spellOut(field);
    },
    [t, known],
  );
  const show = useCallback(
    (field: string, value: unknown): string =>
      writeValue(field, value, timeZone, locale, {
        yesNo: (yes) => t('yesNo', { value: String(yes) }),
        status: (status) => t('status', { status }),
      }),
    [t, locale, timeZone],
  );
  return { name, show };
}

/**
 * The orders behind a reservation, each a search of every order (converted ones are out of the cart). Supplier
 * names stay text: a name may hold a comma ("Novák, s.r.o."), so the joined list cannot be split back.
 */
const LINKED = new Set(['OrderNumbers']);

function linkIntoCart(value: unknown): ReactNode {
  const numbers =
    typeof value === 'string'
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [];
  if (numbers.length === 0) return '—';
  return numbers.map((name, i) => (
    <span key={`${i}:${name}`}>
      {i > 0 ? ', ' : ''}
      <Link
        href={`/orders?${new URLSearchParams({ all: '1', search: name }).toString()}`}
        className="text-indigo-700 underline dark:text-indigo-300"
      >
        {name}
      </Link>
    </span>
  ));
}

/** Every field the service returned, custom fields included, the ones planners look at first on top. */
export function ReservationDetails({
  reservation,
  timeZone,
  rampName,
  vehicleTypeName,
}: {
  reservation: Reservation;
  timeZone: string;
  rampName: string;
  vehicleTypeName: string;
}) {
  const t = useTranslations('schedule.details');
  const { name, show } = useReservationFields(timeZone);
  const rest = Object.keys(reservation)
    .filter((k) => !FIRST.includes(k))
    .sort();
  const rows: [string, ReactNode][] = [
    ...FIRST.map(
      (f) => [name(f), LINKED.has(f) ? linkIntoCart(reservation[f]) : show(f, reservation[f])] as [string, ReactNode],
    ),
    [t('ramp'), rampName],
    [t('vehicleType'), vehicleTypeName || '—'],
    ...rest.map((f) => [name(f), show(f, reservation[f])] as [string, string]),
  ];
  return (
    <dl aria-label={t('label')} className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-zinc-600 dark:text-zinc-400">{k}</dt>
          <dd className="break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}
