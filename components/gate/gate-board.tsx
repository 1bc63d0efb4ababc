'use client';

// The gate desk's screen: today at one branch office in its local time, live from the service's webhooks. Which
// trucks are late, expected in the next two hours, on site (for how long), gone (turnaround), missing, not cleared.
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { Alert } from '@/components/ui/alert';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { branchKey } from '@/lib/contracts';
import { useLiveUpdates, useReservationRange, useResources } from '@/lib/queries';
import { buildGateBoard, GATE_SECTIONS, gateWindow, groupRamps, localDateOf, localTimeOf } from '@/lib/schedule';
import { formatHitDay } from '@/components/search/describe-hit';
import { GateSectionTable, SECTION_TEXT } from './gate-section-table';
import { useAutoScroll } from './use-auto-scroll';
import { useKeepSession } from './use-keep-session';
import { useNow } from '@/components/ui/use-now';

interface GateBoardProps {
  /** Time zone per branch office id, from the admin's settings; others use the browser's zone. */
  branchTimeZones: Record<string, string>;
  /** The wall display: large type, no navigation, scrolls by itself, keeps its session. */
  wall?: boolean;
}

const subscribeNothing = () => () => {};
const CONTROL = 'rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

/** Rendered in the browser only: "now" and the browser's time zone do not exist on the server. */
export function GateBoard(props: GateBoardProps) {
  const inBrowser = useSyncExternalStore(subscribeNothing, () => true, () => false);
  return inBrowser ? <Board {...props} /> : <p className="text-sm text-zinc-600 dark:text-zinc-400">Loading the gate…</p>;
}

function Board({ branchTimeZones, wall = false }: GateBoardProps) {
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
  const range = useReservationRange(new Date(span.from).toISOString(), new Date(span.to).toISOString(), branch || undefined);
  const rampNames = useMemo(() => new Map((resources.data ?? []).map((r) => [r.Id.toLowerCase(), r.ShortName || r.ResourceNameLocalized || r.ResourceName])), [resources.data]);
  const reservations = range.data?.reservations;
  const board = useMemo(() => buildGateBoard(reservations ?? [], now, find), [reservations, now, find]);
  const shown = wall ? GATE_SECTIONS.filter((s) => s !== 'later') : GATE_SECTIONS;
  const scheduleLink = (date: string) => `/schedule?${new URLSearchParams({ date, view: 'day', ...(branch ? { branch } : {}) }).toString()}`;

  const setBranch = (id: string) => router.replace(`${pathname}?${new URLSearchParams({ branch: id }).toString()}`, { scroll: false });
  const text = wall ? 'text-lg' : 'text-sm';

  return (
    <div className={wall ? 'space-y-6 p-4 text-lg' : 'space-y-4'} data-gate-ready={reservations ? 'true' : undefined}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className={`${wall ? 'text-4xl' : 'text-2xl'} font-semibold tracking-tight`}>Gate{group ? ` · ${group.label}` : ''}</h1>
          <p className={`mt-1 ${text} text-zinc-700 dark:text-zinc-300`}>
            {formatHitDay(now, timeZone)}, <span className="font-semibold tabular-nums">{localTimeOf(now, timeZone)}</span> · Times in {timeZone}
            {group && !zoned ? ' (no time zone is set for this branch office yet: your browser’s zone is used)' : ''}
          </p>
        </div>
        <div className={`flex flex-wrap items-center gap-3 ${text}`}>
          <LiveIndicator status={live} className={text} />
          {branches.length > 1 ? (
            <label className="flex items-center gap-1">
              Branch
              <select className={CONTROL} value={branch} onChange={(e) => setBranch(e.target.value)}>
                {branches.map((b) => (
                  <option key={b.branchOfficeId} value={b.branchOfficeId}>
                    {b.label}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {wall ? null : (
            <Link href={`/gate/wall?${new URLSearchParams(branch ? { branch } : {}).toString()}`} className="rounded-md border border-zinc-300 px-3 py-1.5 font-medium hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800">
              Wall display
            </Link>
          )}
        </div>
      </header>

      <div role="search" className="max-w-md">
        <label htmlFor="gate-find" className={`block ${text} font-medium`}>
          Find a plate
        </label>
        <input
          id="gate-find"
          type="search"
          value={find}
          maxLength={100}
          onChange={(e) => setFind(e.target.value)}
          placeholder="e.g. 1AB 2345 (spaces and dashes do not matter)"
          className={`mt-1 block w-full ${CONTROL} ${text} placeholder:text-zinc-500 dark:placeholder:text-zinc-400`}
        />
      </div>

      {resources.isError ? <Alert tone="error" title="The ramps could not be loaded">{resources.error.message} The gate shows nothing until they can; try again in a moment.</Alert> : null}
      {resources.data && branches.length === 0 ? (
        <Alert tone="info" title="No ramps yet">
          The service lists no ramps, so there is no gate to show. An administrator connects the service under Admin → Service connection.
        </Alert>
      ) : null}
      {range.isError && !reservations ? <Alert tone="error" title="Today's reservations could not be loaded">{range.error.message} The page tries again by itself.</Alert> : null}
      {range.data?.stale ? (
        <Alert tone="warning" title="The service is not answering">
          {range.data.stale.message} Arrivals and departures recorded since then are not shown.
        </Alert>
      ) : null}
      {!reservations && !range.isError ? (
        <p role="status" className={`${text} text-zinc-700 dark:text-zinc-300`}>
          Loading today’s trucks…
        </p>
      ) : null}

      {reservations ? (
        <>
          <p role="status" data-testid="gate-count" className={`${text} text-zinc-700 dark:text-zinc-300`}>
            {find.trim()
              ? `${Object.values(board).flat().length} of ${reservations.length} reservations match “${find.trim()}”.`
              : `${reservations.length} ${reservations.length === 1 ? 'reservation' : 'reservations'} from ${whenOf(span.from, span.day, timeZone)} to ${whenOf(span.to, span.day, timeZone)}.`}
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
              emptyText={find.trim() ? `No ${SECTION_TEXT[section].noun} matches “${find.trim()}”.` : SECTION_TEXT[section].empty}
              scheduleLink={wall ? undefined : scheduleLink}
            />
          ))}
        </>
      ) : null}
    </div>
  );
}

/** "18:00" on the view's day, "Sun 18:00" on another (the night before, the first hours of tomorrow). */
function whenOf(utc: number, day: string, timeZone: string): string {
  if (localDateOf(utc, timeZone) === day) return localTimeOf(utc, timeZone);
  return `${new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(utc)} ${localTimeOf(utc, timeZone)}`;
}
