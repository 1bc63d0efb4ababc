'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { SearchHit } from '../contract';
import { useFormatDuration } from '@/components/ui/use-format-duration';
import { useNow } from '@/components/ui/use-now';
import { useOwnZone } from '@/components/ui/use-own-zone';
import { describeHit } from './describe-hit';
import { useBranchNames } from './use-branch-names';

const STATUS_TONES: Record<string, string> = {
  Approved: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  Pending: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100',
  Rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};
const OTHER_STATUS = 'bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100';

const BADGE = 'rounded bg-zinc-800 px-1.5 text-xs font-medium text-white dark:bg-zinc-200 ' + 'dark:text-zinc-900';

/**
 * One reservation found: number, plates and carrier; day, slot, ramp and branch in local time; status and actual
 * arrival.
 */
export function HitSummary({ hit, compact = false }: { hit: SearchHit; compact?: boolean }) {
  const t = useTranslations('search.hit');
  const schedule = useTranslations('schedule');
  const locale = useLocale();
  const zone = useOwnZone() ?? 'UTC';
  const branchNames = useBranchNames();
  const now = useNow(60_000);
  const formatDuration = useFormatDuration();
  const text = describeHit(hit, zone, now, locale, formatDuration);
  const branch = branchNames.get(hit.branchOfficeId.toLowerCase());
  const matchedValue = {
    ReservationNumber: hit.number,
    VehicleNumberPlate: hit.vehiclePlate,
    TrailerNumberPlate: hit.trailerPlate,
    Carrier: hit.carrier,
    CarrierDriverFullName: hit.driver,
    OrderNumbers: hit.orderNumbers,
    SupplierNames: hit.supplierNames,
  }[hit.matched];
  return (
    <div className="min-w-0" data-testid="search-hit">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
        <span className="font-semibold text-zinc-900 dark:text-zinc-100">{hit.number || t('noNumber')}</span>
        {hit.vehiclePlate ? (
          <span className="rounded border border-zinc-300 px-1 font-mono text-xs dark:border-zinc-600">
            {hit.vehiclePlate}
          </span>
        ) : null}
        {hit.trailerPlate ? (
          <span className="rounded border border-zinc-300 px-1 font-mono text-xs dark:border-zinc-600">
            {hit.trailerPlate}
          </span>
        ) : null}
        <span className="truncate text-zinc-700 dark:text-zinc-300">{hit.carrier || t('noCarrier')}</span>
        {hit.deletedAt ? <span className={BADGE}>{t('deleted')}</span> : null}
        {hit.unconfirmed ? (
          <span className="text-xs text-amber-800 dark:text-amber-300">{t('unconfirmed')}</span>
        ) : null}
      </p>
      <p className="mt-0.5 text-xs text-zinc-700 dark:text-zinc-300">
        {text.day}, {text.time}
        {hit.timeZone ? '' : ` (${zone})`} · {hit.rampName ?? t('unknownRamp')}
        {branch ? ` · ${branch}` : ''} ·{' '}
        <span className={`rounded px-1 ${STATUS_TONES[hit.status] ?? OTHER_STATUS}`}>
          {schedule('status', { status: hit.status || 'none' })}
        </span>
        {text.actual.state !== 'none' ? ` · ${t('actual', text.actual)}` : ''}
      </p>
      {!compact ||
      !['ReservationNumber', 'VehicleNumberPlate', 'TrailerNumberPlate', 'Carrier'].includes(hit.matched) ? (
        <p className="mt-0.5 truncate text-xs text-zinc-600 dark:text-zinc-400">
          {t('foundIn', { field: hit.matched, value: matchedValue })}
        </p>
      ) : null}
    </div>
  );
}
