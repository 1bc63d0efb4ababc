'use client';

// The free times of one ramp on one local day that fit the reservation's length, offered before the planner types
// a time. Read from the BFF's range for that day (the same answer the grid uses); unit lengths and the branch's
// working hours are learnt from the reservations seen, as the grid learns them, and from today's at the branch
// (a day far ahead is empty, and its hours are a working day's).
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useErrorMessage } from '@/components/ui/use-error-message';
import type { Ramp } from '@/lib/contracts';
import { formatInZone } from '@/lib/i18n';
import { loadedReservations, useReservationRange } from '@/lib/queries';
import { findFreeSlots, learnWorkingHours } from '../logic/find-free-slots';
import { formatLocalStamp, fromLocalInput, localDateOf, localMidnightUtc } from '@/lib/time';
import { learnUnitMinutes } from '../logic/snap-time';

const STEP_MS = 15 * 60_000;
const SLOT_BUTTON_CLASS =
  'rounded-md border border-indigo-300 px-2 py-1 text-sm text-indigo-900 hover:bg-indigo-50 ' +
  'aria-pressed:bg-indigo-700 aria-pressed:text-white dark:border-indigo-700 dark:text-indigo-100 ' +
  'dark:hover:bg-indigo-950';
const OFFERED = 6;

interface FreeSlotPickerProps {
  ramp: Ramp | undefined;
  /** Every ramp: those of the same branch tell its working hours. */
  ramps: readonly Ramp[];
  /** YYYY-MM-DD in the branch's zone. */
  day: string;
  unitId: string;
  numberOfUnits: number;
  unitName: string;
  timeZone: string;
  chosenUtc: number;
  onPick: (startUtc: number) => void;
}

export function FreeSlotPicker(props: FreeSlotPickerProps) {
  const t = useTranslations('schedule.freeSlots');
  const valid = props.ramp && /^\d{4}-\d{2}-\d{2}$/.test(props.day) && !Number.isNaN(Date.parse(props.day));
  if (!valid) return <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('choose')}</p>;
  return <FreeTimes {...props} ramp={props.ramp!} />;
}

function FreeTimes({
  ramp,
  ramps,
  day,
  unitId,
  numberOfUnits,
  unitName,
  timeZone,
  chosenUtc,
  onPick,
}: FreeSlotPickerProps & { ramp: Ramp }) {
  const t = useTranslations('schedule.freeSlots');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const client = useQueryClient();
  const dayStart = localMidnightUtc(day, timeZone);
  const dayEnd = localMidnightUtc(day, timeZone, 1);
  const branch = ramp.BranchOfficeId ?? undefined;
  const range = useReservationRange(new Date(dayStart).toISOString(), new Date(dayEnd).toISOString(), branch);
  // "Now" as of the form's opening: a slot that started since is still refused by the service, not hidden here.
  const [openedAt] = useState(() => Date.now());
  const today = localDateOf(openedAt, timeZone);
  const reference = useReservationRange(
    new Date(localMidnightUtc(today, timeZone)).toISOString(),
    new Date(localMidnightUtc(today, timeZone, 1)).toISOString(),
    branch,
  );

  const { free, lengthMs, hours } = useMemo(() => {
    const seen = loadedReservations(client);
    const own = range.data?.reservations ?? [];
    const known = [...seen, ...own, ...(reference.data?.reservations ?? [])];
    const minutes = learnUnitMinutes(known).get(unitId);
    const length = minutes && numberOfUnits >= 1 ? minutes * numberOfUnits * 60_000 : null;
    const branchRamps = new Set([
      ramp.Id,
      ...ramps.filter((r) => r.BranchOfficeId === ramp.BranchOfficeId).map((r) => r.Id),
    ]);
    const worked = learnWorkingHours(
      known.filter((r) => branchRamps.has(r.ResourceId)),
      timeZone,
    );
    const from = worked ? fromLocalInput(`${day}T${worked.from}`, timeZone) : dayStart;
    const to = worked && worked.to !== '24:00' ? fromLocalInput(`${day}T${worked.to}`, timeZone) : dayEnd;
    const slots = own.map((r) => ({
      Id: r.Id,
      ResourceId: r.ResourceId,
      startUtc: Date.parse(r.StartUtc),
      endUtc: Date.parse(r.EndUtc),
    }));
    return {
      free: findFreeSlots({
        rampId: ramp.Id,
        fromUtc: from,
        toUtc: to,
        lengthMs: length,
        stepMs: STEP_MS,
        gridOriginUtc: dayStart,
        notBeforeUtc: openedAt,
        slots,
        limit: OFFERED,
      }),
      lengthMs: length,
      hours: worked,
    };
  }, [
    client,
    range.data,
    reference.data,
    unitId,
    numberOfUnits,
    ramp,
    ramps,
    timeZone,
    day,
    dayStart,
    dayEnd,
    openedAt,
  ]);

  const time = (utc: number) => formatInZone(utc, timeZone, locale, 'time');
  return (
    <fieldset className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-700">
      <legend className="px-1 text-sm font-medium">
        {t('legend', { ramp: ramp.ShortName, day: formatLocalStamp(dayStart, timeZone, locale, 'day') })}
      </legend>
      <p className="text-xs text-zinc-700 dark:text-zinc-300">
        {t('needs', {
          length: lengthMs ? describeLength(lengthMs) : 'none',
          count: numberOfUnits,
          unit: unitName,
          hours: hours ? `${hours.from}–${hours.to}` : 'none',
        })}
        {!lengthMs ? ` ${t('lengthUnknown')}` : ''}
      </p>
      {range.isPending ? (
        <p className="text-sm">{t('looking')}</p>
      ) : range.isError ? (
        <p className="text-sm text-red-700 dark:text-red-400">
          {t('readFailed', { error: errorMessage(range.error) })}
        </p>
      ) : free.length === 0 ? (
        <p className="text-sm">{t('none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('label')}>
          {free.map((f) => (
            <li key={f.startUtc}>
              <button
                type="button"
                aria-pressed={f.startUtc === chosenUtc}
                onClick={() => onPick(f.startUtc)}
                className={SLOT_BUTTON_CLASS}
              >
                {time(f.startUtc)}
                <span className="sr-only">
                  {' '}
                  {t('until', { midnight: String(f.gapEndUtc >= dayEnd), end: time(f.gapEndUtc) })}
                </span>
                <span aria-hidden className="ml-1 text-xs opacity-80">
                  –{f.gapEndUtc >= dayEnd ? '24:00' : time(f.gapEndUtc)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

function describeLength(ms: number) {
  const minutes = Math.round(ms / 60_000);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}
