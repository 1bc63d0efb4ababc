'use client';

// The schedule page's client side: URL state, data, the grid, the side panel and the messages about saves.
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useInBrowser } from '@/components/ui/use-in-browser';
import { OrderPanel, type DraggedOrders, type OrderToConvert } from '@/features/orders';
import { dayPlanUrl, type RampList } from '@/lib/contracts';
import {
  flashReservation,
  useLiveUpdates,
  useReservationRange,
  useResources,
  useUnits,
  useVehicleTypes,
  useWholeReservation,
} from '@/lib/queries';
import { buildNewReservation } from '../logic/build-new-reservation';
import { buildTimeAxis } from '../logic/time-axis';
import { fromLocalInput, localDateOf, shiftDate } from '@/lib/time';
import { ConvertOrdersPanel } from './convert-orders-panel';
import { GridCanvas } from './grid-canvas';
import { GridSkeleton } from './grid-skeleton';
import { ReservationPanel, type PanelState } from '@/features/reservations';
import { ScheduleAlerts } from './schedule-alerts';
import { ScheduleHeading } from './schedule-heading';
import { ScheduleToolbar, type Filters } from './schedule-toolbar';
import { useDroppedOrders } from './use-dropped-orders';
import { useScheduleData } from './use-schedule-data';
import { useScheduleUrl } from './use-schedule-url';
import { useSlotChanges } from './use-slot-changes';

interface ScheduleBoardProps {
  canEdit: boolean;
  /** Time zone per branch office id, from the admin's settings; others use the browser's zone. */
  branchTimeZones: Record<string, string>;
  /** The ramps as the page's server read them on a first load, when it could in time, so the first range read is
   * the chosen branch office's, the one the page preloaded: see
   * docs/decisions/0501-page-without-branch-gets-ramps-with-html.md. */
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
  const router = useRouter();
  const resources = useResources(serverRamps);
  const units = useUnits();
  const vehicleTypes = useVehicleTypes();
  const ramps = useMemo(() => resources.data ?? [], [resources.data]);
  const [filters, setFilters] = useState<Filters>({ search: '', status: '', carrier: '' });
  // "Today" as of opening the page; the Today button asks the clock again.
  const [openedAt] = useState(() => Date.now());
  const [showOrders, setShowOrders] = useState(false);
  const [dragged, setDragged] = useState<DraggedOrders | null>(null);

  const { url, setUrl, branch, zoneBranch, branchZone, timeZone, browserZone } = useScheduleUrl(
    ramps,
    branchTimeZones,
    openedAt,
  );
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

  const openCreate = useCallback(
    (rampId: string, startUtc: number, endUtc: number) =>
      setPanel({
        kind: 'create',
        initial: buildNewReservation(rampId, startUtc, endUtc, data.unitMinutes, units.data?.[0]?.id ?? ''),
      }),
    [data.unitMinutes, units.data],
  );

  const openReservation = useCallback((id: string) => setPanel({ kind: 'view', id }), []);

  const onOrdersDropped = useCallback((orders: OrderToConvert[], start: { ResourceId: string; startUtc: number }) => {
    setDragged(null);
    setPanel({ kind: 'orders', orders, start });
  }, []);
  const orderDrop = useDroppedOrders({
    dragged,
    units: units.data,
    unitMinutes: data.unitMinutes,
    stepMinutes: axis.stepMinutes,
    onDropped: onOrdersDropped,
  });
  // The grid holds only what it draws: the panel reads the whole reservation, while it is in the loaded range.
  const selectedRow = panel?.kind === 'view' ? reservations.find((r) => r.Id === panel.id) : undefined;
  const detail = useWholeReservation(selectedRow);
  const selected = selectedRow ? detail.data : undefined;
  const firstRamp = data.groups[0]?.ramps[0];
  // Where a new reservation starts when nothing was pointed at: 09:00 local on the shown date, whatever the day's
  // length.
  const nineOnShownDay = () => fromLocalInput(`${url.date}T09:00`, timeZone);

  return (
    <div className="space-y-3">
      <ScheduleHeading
        canEdit={canEdit}
        showOrders={showOrders}
        onToggleOrders={() => setShowOrders((v) => !v)}
        live={live}
      />
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
      <ScheduleAlerts changes={changes} range={range} resources={resources} timeZone={timeZone} />
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
        <ConvertOrdersPanel
          orders={panel.orders}
          start={panel.start}
          branchTimeZones={branchTimeZones}
          onClose={() => setPanel(null)}
          onDone={(reservation, href) => {
            flashReservation(reservation.Id);
            setPanel({ kind: 'view', id: reservation.Id });
            // To its day and branch, which may not be the one shown (a time typed in the form).
            router.replace(href, { scroll: false });
          }}
        />
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
