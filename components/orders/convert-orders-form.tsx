'use client';

// One or more orders into one reservation (POST /api/reservations/from-orders): the reservation form of the
// schedule, started with the unit and count the order rows suggest and the free times of the chosen ramp.
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ReservationForm } from '@/components/schedule-grid/reservation-form';
import { branchKey, type Reservation, type ReservationWrite } from '@/lib/contracts';
import { useCompanies, useCreateFromOrders, useOrderRowSummaries, useResources, useUnits, useVehicleTypes } from '@/lib/queries';
import { formatScheduleUrl, fromLocalInput, groupRamps, localDateOf, localMidnightUtc, proposeUnits, toLocalInput } from '@/lib/schedule';

export interface OrderToConvert {
  Id: string;
  OrderNumber: string;
  DeliveryDate?: string | null;
}

export const toConvert = (order: OrderToConvert): OrderToConvert => ({ Id: order.Id, OrderNumber: order.OrderNumber, DeliveryDate: order.DeliveryDate });

interface ConvertOrdersFormProps {
  orders: OrderToConvert[];
  /** Where a drop on the grid put it; from the cart, the first ramp on the earliest delivery date. */
  start?: { ResourceId: string; startUtc: number };
  branchTimeZones: Record<string, string>;
  /** `scheduleHref` opens the new reservation on the schedule, highlighted. */
  onDone: (reservation: Reservation, orders: OrderToConvert[], scheduleHref: string) => void;
  onCancel: () => void;
}

export function ConvertOrdersForm({ orders, start, branchTimeZones, onDone, onCancel }: ConvertOrdersFormProps) {
  const ids = useMemo(() => orders.map((o) => o.Id), [orders]);
  const resources = useResources();
  const units = useUnits();
  const vehicleTypes = useVehicleTypes();
  const companies = useCompanies();
  const sums = useOrderRowSummaries(ids);
  const convert = useCreateFromOrders();
  const [openedAt] = useState(() => Date.now());
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const ramps = useMemo(() => groupRamps(resources.data ?? []).flatMap((g) => g.ramps), [resources.data]);
  const zoneOf = (rampId: string) => branchTimeZones[branchKey(ramps.find((r) => r.Id === rampId)?.BranchOfficeId)] ?? browserZone;

  if (resources.isError || units.isError || vehicleTypes.isError) {
    const error = (resources.error ?? units.error ?? vehicleTypes.error) as Error;
    return <Alert tone="error" title="The ramps and units could not be loaded">{error.message} Check the service connection under Admin, then open this form again.</Alert>;
  }
  if (!resources.data || !units.data || !vehicleTypes.data || (sums.isPending && !sums.isError)) return <p className="text-sm">Reading the ramps and the order rows…</p>;
  const firstRamp = ramps[0];
  if (!firstRamp) return <Alert tone="warning" title="No ramps">The service lists no ramps, so there is nowhere to book. Check the service connection under Admin.</Alert>;
  if (units.data.length === 0) return <Alert tone="warning" title="No units configured">An admin adds the units planners book slots in under Admin → Service connection; then a reservation can be made.</Alert>;

  // Rows that could not be read count as none: the unit falls back to one per order, which the planner sees and can change.
  const proposal = proposeUnits(ids.map((id) => sums.data?.[id.toLowerCase()] ?? { byUnit: {} }), units.data)!;
  const rampId = start?.ResourceId ?? firstRamp.Id;
  const zone = zoneOf(rampId);
  const startUtc = start?.startUtc ?? defaultStart(orders, zone, openedAt);
  const carriers = (companies.data ?? []).filter((c) => c.IsCarrier).map((c) => c.CompanyName);

  const submit = ({ Start, ...rest }: ReservationWrite) =>
    convert.mutate(
      { OrderIds: ids, Date: Start, ...rest },
      {
        onSuccess: (reservation) => {
          const branch = ramps.find((r) => r.Id === reservation.ResourceId)?.BranchOfficeId ?? '';
          const date = localDateOf(Date.parse(reservation.StartUtc), zoneOf(reservation.ResourceId));
          onDone(reservation, orders, `/schedule${formatScheduleUrl({ date, view: 'day', branch, zoom: 30, open: reservation.Id })}`);
        },
      },
    );

  return (
    <ReservationForm
      title="Create reservation from orders"
      submitLabel="Create reservation"
      initial={{ ResourceId: rampId, startUtc, UnitId: proposal.unitId, NumberOfUnits: proposal.count, Carrier: '', VehicleTypeId: '', VehicleNumberPlate: '', TrailerNumberPlate: '', CarrierDriverFullName: '' }}
      timeZone={zone}
      zoneOf={zoneOf}
      ramps={ramps}
      units={units.data}
      vehicleTypes={vehicleTypes.data}
      carriers={carriers}
      pending={convert.isPending}
      error={convert.error}
      onSubmit={submit}
      onCancel={onCancel}
      offerFreeSlots
      intro={
        <div className="space-y-1 text-sm">
          <p>
            {orders.length === 1 ? 'Order' : `${orders.length} orders`}: <strong>{orders.map((o) => o.OrderNumber).join(', ')}</strong>
          </p>
          <p className="text-zinc-700 dark:text-zinc-300">
            Unit and count proposed from {proposal.reason}
            {sums.isError ? ' (the order rows could not be read)' : ''}.
          </p>
        </div>
      }
    />
  );
}

/** The earliest delivery date at 08:00 when it is still ahead, else the next full hour in the branch's zone. */
function defaultStart(orders: OrderToConvert[], zone: string, now: number): number {
  const [today, time] = toLocalInput(now, zone).split('T') as [string, string];
  const delivery = orders.map((o) => o.DeliveryDate ?? '').filter((d) => /^\d{4}-\d{2}-\d{2}/.test(d)).map((d) => d.slice(0, 10)).sort()[0];
  if (delivery && delivery > today) return fromLocalInput(`${delivery}T08:00`, zone);
  const hour = Number(time.slice(0, 2)) + 1;
  return hour < 24 ? fromLocalInput(`${today}T${String(hour).padStart(2, '0')}:00`, zone) : localMidnightUtc(today, zone, 1);
}
