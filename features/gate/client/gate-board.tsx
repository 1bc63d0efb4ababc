'use client';

// The gate desk's screen: today at one branch office in its local time, live from the service's webhooks. Which
// trucks are late, expected in the next two hours, on site (for how long), gone (turnaround), missing, not cleared.
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Input, Select } from '@/components/ui/field';
import { useInBrowser } from '@/components/ui/use-in-browser';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { branchKey, groupRamps } from '@/lib/contracts';
import { formatInZone } from '@/lib/i18n';
import { useLiveUpdates, useReservationRange, useResources } from '@/lib/queries';
import { buildGateBoard, GATE_SECTIONS, gateWindow } from '../logic/classify-gate';
import { GateSectionTable, whenOf } from './gate-section-table';
import { useAutoScroll } from './use-auto-scroll';
import { useKeepSession } from './use-keep-session';
import { useNow } from '@/components/ui/use-now';

const WALL_LINK_CLASS =
  'rounded-md border border-zinc-300 px-3 py-1.5 font-medium hover:bg-zinc-100 dark:border-zinc-700 ' +
  'dark:hover:bg-zinc-800';

interface GateBoardProps {
  /** Time zone per branch office id, from the admin's settings; others use the browser's zone. */
  branchTimeZones: Record<string, string>;
  /** The wall display: large type, no navigation, scrolls by itself, keeps its session. */
  wall?: boolean;
}

/** Rendered in the browser only: "now" and the browser's time zone do not exist on the server. */
export function GateBoard(props: GateBoardProps) {
  const t = useTranslations('gate');
  return useInBrowser() ? (
    <Board {...props} />
  ) : (
    <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>
  );
}

function Board({ branchTimeZones, wall = false }: GateBoardProps) {
  const t = useTranslations('gate');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const resources = useResources();
  const live = useLiveUpdates();
  const now = useNow(wall ? 15_000 : 30_000);
  const [find, setFind] = useState('');
  useKeepSession(wall);
  useAutoScroll(wall);

  const branches = useMemo(() => groupRamps(resources.data ?? []), [resources.data]);
  const requested = params.get('branch') ?? '';
  const group = branches.find((b) => b.branchOfficeId === requested) ?? branches[0];
  const branch = group?.branchOfficeId ?? '';
  const zoned = branchTimeZones[branchKey(branch)];
  const timeZone = zoned ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const span = gateWindow(now, timeZone);
  const range = useReservationRange(
    new Date(span.from).toISOString(),
    new Date(span.to).toISOString(),
    branch || undefined,
  );
  const rampNames = useMemo(
    () =>
      new Map(
        (resources.data ?? []).map((r) => [
          r.Id.toLowerCase(),
          r.ShortName || r.ResourceNameLocalized || r.ResourceName,
        ]),
      ),
    [resources.data],
  );
  const reservations = range.data?.reservations;
  const board = useMemo(() => buildGateBoard(reservations ?? [], now, find), [reservations, now, find]);
  const shown = wall ? GATE_SECTIONS.filter((s) => s !== 'later') : GATE_SECTIONS;
  const scheduleLink = (date: string) =>
    `/schedule?${new URLSearchParams({ date, view: 'day', ...(branch ? { branch } : {}) }).toString()}`;

  const setBranch = (id: string) =>
    router.replace(`${pathname}?${new URLSearchParams({ branch: id }).toString()}`, { scroll: false });
  const text = wall ? 'text-lg' : 'text-sm';
  const query = find.trim();

  return (
    <div className={wall ? 'space-y-6 p-4 text-lg' : 'space-y-4'} data-gate-ready={reservations ? 'true' : undefined}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={`${wall ? 'text-4xl' : 'text-2xl'} font-semibold tracking-tight`}>
            {t('title')}
            {group ? ` · ${group.label}` : ''}
          </h1>
          <p className={`mt-1 ${text} text-zinc-700 dark:text-zinc-300`}>
            {t.rich('now', {
              b: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
              day: formatInZone(now, timeZone, locale, 'weekdayDay'),
              time: formatInZone(now, timeZone, locale, 'time'),
              zone: timeZone,
              browserZone: group && !zoned ? 'yes' : 'no',
            })}
          </p>
        </div>
        <div className={`flex flex-wrap items-center gap-3 ${text}`}>
          <LiveIndicator status={live} className={text} />
          {branches.length > 1 ? (
            <label className="flex items-center gap-1">
              {t('branch')}
              <Select size="sm" value={branch} onChange={(e) => setBranch(e.target.value)}>
                {branches.map((b) => (
                  <option key={b.branchOfficeId} value={b.branchOfficeId}>
                    {b.label}
                  </option>
                ))}
              </Select>
            </label>
          ) : null}
          {wall ? null : (
            <Link
              href={`/gate/wall?${new URLSearchParams(branch ? { branch } : {}).toString()}`}
              className={WALL_LINK_CLASS}
            >
              {t('wallDisplay')}
            </Link>
          )}
        </div>
      </header>

      <div role="search" className="max-w-md">
        <label htmlFor="gate-find" className={`block ${text} font-medium`}>
          {t('find')}
        </label>
        <Input
          id="gate-find"
          type="search"
          size="sm"
          value={find}
          maxLength={100}
          onChange={(e) => setFind(e.target.value)}
          placeholder={t('findPlaceholder')}
          className={`mt-1 block w-full ${text} placeholder:text-zinc-500 dark:placeholder:text-zinc-400`}
        />
      </div>

      {resources.isError ? (
        <Alert tone="error" title={t('rampsError.title')}>
          {t('rampsError.text', { error: errorMessage(resources.error) })}
        </Alert>
      ) : null}
      {resources.data && branches.length === 0 ? (
        <Alert tone="info" title={t('noRamps.title')}>
          {t('noRamps.text')}
        </Alert>
      ) : null}
      {range.isError && !reservations ? (
        <Alert tone="error" title={t('rangeError.title')}>
          {t('rangeError.text', { error: errorMessage(range.error) })}
        </Alert>
      ) : null}
      {range.data?.stale ? (
        <Alert tone="warning" title={t('stale.title')}>
          {t('stale.text', {
            since: range.data.stale.since
              ? whenOf(Date.parse(range.data.stale.since), span.day, timeZone, locale)
              : 'none',
          })}
        </Alert>
      ) : null}
      {!reservations && !range.isError ? (
        <p role="status" className={`${text} text-zinc-700 dark:text-zinc-300`}>
          {t('loadingTrucks')}
        </p>
      ) : null}

      {reservations ? (
        <>
          <p role="status" data-testid="gate-count" className={`${text} text-zinc-700 dark:text-zinc-300`}>
            {query
              ? t('matches', { matched: Object.values(board).flat().length, total: reservations.length, query })
              : t('count', {
                  count: reservations.length,
                  from: whenOf(span.from, span.day, timeZone, locale),
                  to: whenOf(span.to, span.day, timeZone, locale),
                })}
          </p>
          {shown.map((section) => (
            <GateSectionTable
              key={section}
              section={section}
              rows={board[section]}
              timeZone={timeZone}
              day={span.day}
              rampNames={rampNames}
              now={now}
              wall={wall}
              emptyText={query ? t(`sections.${section}.noMatch`, { query }) : t(`sections.${section}.empty`)}
              scheduleLink={wall ? undefined : scheduleLink}
            />
          ))}
        </>
      ) : null}
    </div>
  );
}
