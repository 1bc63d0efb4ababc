'use client';

// The schedule page's client side: URL state, data, the grid, the side panel and the messages about saves.
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useInBrowser } from '@/components/ui/use-in-browser';
import { ConvertOrdersForm, type OrderToConvert } from '@/features/orders';
import { OrderPanel, type DraggedOrders } from '@/features/orders';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LiveIndicator } from '@/components/ui/live-indicator';
import { SidePanel } from '@/components/ui/side-panel';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { branchKey, type RampList } from '@/lib/contracts';
import { formatInZone } from '@/lib/i18n';
import {
  flashReservation,
  useLiveUpdates,
  useReservationRange,
  useResources,
  useUnits,
  useVehicleTypes,
  useWholeReservation,
} from '@/lib/queries';
import { buildTimeAxis } from '../logic/time-axis';
import { chooseBranch } from '../logic/choose-branch';
import { dayPlanUrl, formatScheduleUrl, parseScheduleUrl, type ScheduleUrlState } from '@/lib/contracts';
import { formatLocalStamp, fromLocalInput, localDateOf, shiftDate } from '@/lib/time';
import { pickUnitForDuration } from '@/features/reservations';
import { proposeUnits } from '@/features/orders';
import { ZONE_COOKIE } from '../logic/locate-grid-range';
import { GridCanvas } from './grid-canvas';
import { GridSkeleton } from './grid-skeleton';
import { ReservationPanel, type PanelState } from '@/features/reservations';
import { ScheduleToolbar, type Filters } from './schedule-toolbar';
import { StatusLegend } from './status-legend';
import { useScheduleData } from './use-schedule-data';
import { useSlotChanges } from './use-slot-changes';

interface ScheduleBoardProps {
  canEdit: boolean;
  /** Time zone per branch office id, from the admin's settings; others use the browser's zone. */
  branchTimeZones: Record<string, string>;
  /** The ramps as the page's server read them on a first load, when it could in time: the first range is then the
   * chosen branch office's, which the page preloaded, rather than every branch office's and then that one's. */
  ramps?: RampList['resources'];
}

/** The side panel: a reservation, a new one, or orders on their way into one (dropped on the grid or ticked). */
type BoardPanel =
  PanelState | { kind: 'orders'; orders: OrderToConvert[]; start?: { ResourceId: string; startUtc: number } };

/** Rendered in the browser only: "today" and the browser's time zone do not exist on the server. */
export function ScheduleBoard(props: ScheduleBoardProps) {
  return useInBrowser() ? <Board {...props} /> : <GridSkeleton />;
}

function Board({ canEdit, branchTimeZones, ramps: serverRamps }: ScheduleBoardProps) {
  const t = useTranslations('schedule.board');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const resources = useResources(serverRamps);
  const units = useUnits();
  const vehicleTypes = useVehicleTypes();
  const ramps = useMemo(() => resources.data ?? [], [resources.data]);
  const [filters, setFilters] = useState<Filters>({ search: '', status: '', carrier: '' });
  // "Today" as of opening the page; the Today button asks the clock again.
  const [openedAt] = useState(() => Date.now());
  const [showOrders, setShowOrders] = useState(false);
  const [dragged, setDragged] = useState<DraggedOrders | null>(null);

  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // The next load of the page asks for its first range while the browser is still starting (app/…/schedule/page.tsx).
  useEffect(() => {
    document.cookie = `${ZONE_COOKIE}=${encodeURIComponent(browserZone)}; path=/; max-age=31536000; samesite=lax`;
  }, [browserZone]);
  const requested = params.get('branch') ?? '';
  const { branch, zoneBranch } = useMemo(() => chooseBranch(requested, ramps), [requested, ramps]);
  // The zones are keyed by branchKey(); the ramps carry the id as the service writes it.
  const branchZone = branchTimeZones[branchKey(zoneBranch)];
  const timeZone = branchZone ?? browserZone;
  const url = parseScheduleUrl(params, localDateOf(openedAt, timeZone));
  // A link from the order cart (?open=) opens its reservation, highlighted.
  const [panel, setPanel] = useState<BoardPanel>(() => (url.open ? { kind: 'view', id: url.open } : null));
  useEffect(() => {
    if (url.open) flashReservation(url.open);
  }, [url.open]);
  const axis = useMemo(
    () => buildTimeAxis(url.date, url.view, timeZone, url.zoom),
    [url.date, url.view, timeZone, url.zoom],
  );

  const from = new Date(axis.startUtc).toISOString();
  const to = new Date(axis.endUtc).toISOString();
  const range = useReservationRange(from, to, branch && branch !== 'all' ? branch : undefined);
  const live = useLiveUpdates();
  const stale = range.data?.stale;
  const reservations = useMemo(() => range.data?.reservations ?? [], [range.data]);
  const data = useScheduleData(ramps, reservations, branch, filters, axis);
  const changes = useSlotChanges({ unitMinutes: data.unitMinutes, timeZone });

  const setUrl = useCallback(
    // Moving on from a link's reservation leaves it out of the URL.
    (change: Partial<ScheduleUrlState>) =>
      router.replace(`${pathname}${formatScheduleUrl({ ...url, branch, open: undefined, ...change })}`, {
        scroll: false,
      }),
    [router, pathname, url, branch],
  );

  const openCreate = useCallback(
    (rampId: string, startUtc: number, endUtc: number) => {
      const picked = pickUnitForDuration(endUtc - startUtc, data.unitMinutes);
      const unitId = picked?.unitId ?? units.data?.[0]?.id ?? '';
      setPanel({
        kind: 'create',
        initial: {
          ResourceId: rampId,
          startUtc,
          UnitId: unitId,
          NumberOfUnits: picked?.count ?? 1,
          Carrier: '',
          VehicleTypeId: '',
          VehicleNumberPlate: '',
          TrailerNumberPlate: '',
          CarrierDriverFullName: '',
        },
      });
    },
    [data.unitMinutes, units.data],
  );

  const openReservation = useCallback((id: string) => setPanel({ kind: 'view', id }), []);

  // The preview is as long as the form will propose (the rows' unit), so a clash flagged before the drop is the
  // clash the service would refuse; one step when that unit's length is not known yet.
  const orderDrop = useMemo(() => {
    if (!dragged) return null;
    const proposal = proposeUnits(dragged.summaries, units.data ?? []);
    const minutes = proposal ? data.unitMinutes.get(proposal.unitId) : undefined;
    const lengthMs = proposal && minutes ? proposal.count * minutes * 60_000 : axis.stepMinutes * 60_000;
    const orders = dragged.orders;
    return {
      lengthMs,
      onDrop: (rampId: string, startUtc: number) => {
        setDragged(null);
        setPanel({ kind: 'orders', orders, start: { ResourceId: rampId, startUtc } });
      },
    };
  }, [dragged, units.data, data.unitMinutes, axis.stepMinutes]);
  // The grid holds only what it draws: the panel reads the whole reservation, while it is in the loaded range.
  const selectedRow = panel?.kind === 'view' ? reservations.find((r) => r.Id === panel.id) : undefined;
  const detail = useWholeReservation(selectedRow);
  const selected = selectedRow ? detail.data : undefined;
  const firstRamp = data.groups[0]?.ramps[0];
  // Where a new reservation starts when nothing was pointed at: 09:00 local on the shown date, whatever the day's length.
  const nineOnShownDay = () => fromLocalInput(`${url.date}T09:00`, timeZone);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight">{t('heading')}</h1>
        <div className="flex flex-wrap items-center gap-4">
          {canEdit ? (
            <Button size="sm" variant="secondary" aria-pressed={showOrders} onClick={() => setShowOrders((v) => !v)}>
              {t('orderCart', { shown: String(showOrders) })}
            </Button>
          ) : null}
          <LiveIndicator status={live} />
          <StatusLegend />
        </div>
      </div>
      <ScheduleToolbar
        url={url}
        branches={data.allGroups.map((g) => ({ id: g.branchOfficeId, label: g.label }))}
        branch={branch}
        carriers={data.carriers}
        filters={filters}
        timeZone={timeZone}
        unzonedBranch={branchZone ? null : (data.allGroups.find((g) => g.branchOfficeId === zoneBranch)?.label ?? null)}
        canEdit={canEdit}
        printHref={dayPlanUrl({ date: url.date, branch, timeZone: browserZone })}
        onUrl={setUrl}
        onStep={(d) => setUrl({ date: shiftDate(url.date, d * (url.view === 'week' ? 7 : 1)) })}
        onToday={() => setUrl({ date: localDateOf(Date.now(), timeZone) })}
        onFilters={setFilters}
        onNew={() => {
          const nine = nineOnShownDay();
          if (firstRamp) openCreate(firstRamp.Id, nine, nine + 3_600_000);
        }}
      />
      {changes.message ? (
        <Alert tone={changes.message.tone} title={changes.message.title}>
          <span>{changes.message.text}</span>
          {changes.message.undo ? (
            <Button size="sm" variant="secondary" className="ml-3" onClick={changes.undo} disabled={changes.busy}>
              {t('undoMove')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {stale ? (
        <Alert tone="warning" title={t('staleTitle')}>
          {t('staleText', {
            reason: stale.message,
            day: stale.since ? formatLocalStamp(Date.parse(stale.since), timeZone, locale, 'day') : 'none',
            time: stale.since ? formatInZone(stale.since, timeZone, locale, 'time') : 'none',
          })}{' '}
          <Button size="sm" variant="secondary" onClick={() => void range.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : null}
      {range.isError ? (
        <Alert tone="error" title={t('loadFailed')}>
          {errorMessage(range.error)}{' '}
          {t('loadFailedText', {
            shown: range.data && !range.isPlaceholderData ? (range.data.partial ? 'partial' : 'earlier') : 'nothing',
            count: range.data?.reservations.length ?? 0,
            time: formatInZone(range.dataUpdatedAt, timeZone, locale, 'time'),
          })}{' '}
          <Button size="sm" variant="secondary" onClick={() => void range.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
      {resources.isError ? (
        <Alert tone="error" title={t('rampsFailed')}>
          {errorMessage(resources.error)} {t('rampsFailedText')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void resources.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
      <div className="flex gap-3">
        {canEdit && showOrders ? (
          <OrderPanel
            onDrag={setDragged}
            onConvert={(d) =>
              setPanel({
                kind: 'orders',
                orders: d.orders,
                start: firstRamp ? { ResourceId: firstRamp.Id, startUtc: nineOnShownDay() } : undefined,
              })
            }
          />
        ) : null}
        <div className="min-w-0 flex-1">
          {resources.isPending || (range.isPending && !range.data) ? (
            <GridSkeleton />
          ) : (
            <GridCanvas
              axis={axis}
              groups={data.groups}
              byRamp={data.byRamp}
              slots={data.slots}
              overlaps={data.overlaps}
              busy={data.busy}
              utilisation={data.utilisation}
              canEdit={canEdit && !stale}
              selectedId={panel?.kind === 'view' ? panel.id : null}
              unitMinutesOf={changes.unitMinutesOf}
              onOpen={openReservation}
              onCreate={openCreate}
              onMove={changes.move}
              onResize={changes.resize}
              orderDrop={canEdit && !stale ? orderDrop : null}
              revealId={url.open ?? null}
            />
          )}
        </div>
      </div>
      {range.isFetching && range.data ? (
        <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('refreshing')}</p>
      ) : null}
      {panel?.kind === 'orders' ? (
        <SidePanel
          title={t('ordersPanel')}
          shownKey={panel.orders.map((o) => o.Id).join()}
          onClose={() => setPanel(null)}
        >
          <ConvertOrdersForm
            key={`${panel.orders.map((o) => o.Id).join()}@${panel.start?.ResourceId ?? ''}:${panel.start?.startUtc ?? ''}`}
            orders={panel.orders}
            start={panel.start}
            branchTimeZones={branchTimeZones}
            onCancel={() => setPanel(null)}
            onDone={(reservation, _orders, href) => {
              flashReservation(reservation.Id);
              setPanel({ kind: 'view', id: reservation.Id });
              // To its day and branch, which may not be the one shown (a time typed in the form).
              router.replace(href, { scroll: false });
            }}
          />
        </SidePanel>
      ) : panel ? (
        <ReservationPanel
          state={panel}
          reservation={selected}
          row={selectedRow}
          loadError={selectedRow && !selected && detail.isError ? (detail.error as Error) : null}
          timeZone={timeZone}
          canEdit={canEdit}
          ramps={ramps}
          units={units.data ?? []}
          vehicleTypes={vehicleTypes.data ?? []}
          carriers={data.carriers}
          fallbackUnitId={units.data?.[0]?.id ?? ''}
          save={changes.save}
          patch={changes.patchState}
          onCreate={(body) => changes.create(body, (id) => setPanel({ kind: 'view', id }))}
          onEdit={changes.edit}
          onPatch={changes.patch}
          onClose={() => {
            changes.resetForms();
            const id = panel.kind === 'view' ? panel.id : null;
            setPanel(null);
            if (url.open) setUrl({});
            // Back to where the planner was, so the keyboard carries on in the grid.
            requestAnimationFrame(() =>
              document
                .querySelector<HTMLElement>(id ? `[data-reservation-id="${id}"]` : '[data-focus-key="cell"]')
                ?.focus(),
            );
          }}
        />
      ) : null}
    </div>
  );
}
