'use client';

// One or more orders into one reservation (POST /api/reservations/from-orders): the reservation form of the
// schedule, started with the unit and count the order rows suggest and the free times of the chosen ramp.
import { useLocale, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ReservationForm } from '@/features/reservations';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { branchKey, formatScheduleUrl, groupRamps, type Reservation, type ReservationWrite } from '@/lib/contracts';
import { formatNumber } from '@/lib/i18n';
import { useCompanies, useCreateFromOrders, useOrderRowSummaries } from './queries';
import { useResources, useUnits, useVehicleTypes } from '@/lib/queries';
import { fromLocalInput, localDateOf, localMidnightUtc, toLocalInput } from '@/lib/time';
import { proposeUnits } from '../logic/propose-units';

export interface OrderToConvert {
  Id: string;
  OrderNumber: string;
  DeliveryDate?: string | null;
}

export const toConvert = (order: OrderToConvert): OrderToConvert => ({
  Id: order.Id,
  OrderNumber: order.OrderNumber,
  DeliveryDate: order.DeliveryDate,
});

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
  const t = useTranslations('orders.convert');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
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
  const zoneOf = (rampId: string) =>
    branchTimeZones[branchKey(ramps.find((r) => r.Id === rampId)?.BranchOfficeId)] ?? browserZone;

  if (resources.isError || units.isError || vehicleTypes.isError) {
    const error = resources.error ?? units.error ?? vehicleTypes.error;
    return (
      <Alert tone="error" title={t('catalogFailed')}>
        {t('catalogFailedText', { error: errorMessage(error) })}
      </Alert>
    );
  }
  if (!resources.data || !units.data || !vehicleTypes.data || (sums.isPending && !sums.isError))
    return <p className="text-sm">{t('reading')}</p>;
  const firstRamp = ramps[0];
  if (!firstRamp)
    return (
      <Alert tone="warning" title={t('noRamps')}>
        {t('noRampsText')}
      </Alert>
    );
  if (units.data.length === 0)
    return (
      <Alert tone="warning" title={t('noUnits')}>
        {t('noUnitsText')}
      </Alert>
    );

  // Rows that could not be read count as none: the unit falls back to one per order, which the planner sees and can
  // change.
  const proposal = proposeUnits(
    ids.map((id) => sums.data?.[id.toLowerCase()] ?? { byUnit: {} }),
    units.data,
  )!;
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
          onDone(
            reservation,
            orders,
            `/schedule${formatScheduleUrl({ date, view: 'day', branch, zoom: 30, open: reservation.Id })}`,
          );
        },
      },
    );

  return (
    <ReservationForm
      title={t('title')}
      submitLabel={t('submit')}
      initial={{
        ResourceId: rampId,
        startUtc,
        UnitId: proposal.unitId,
        NumberOfUnits: proposal.count,
        Carrier: '',
        VehicleTypeId: '',
        VehicleNumberPlate: '',
        TrailerNumberPlate: '',
        CarrierDriverFullName: '',
      }}
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
            {t.rich('orders', {
              count: orders.length,
              numbers: orders.map((o) => o.OrderNumber).join(', '),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <p className="text-zinc-700 dark:text-zinc-300">
            {t('proposed', {
              basis: proposal.basis.kind,
              quantity:
                proposal.basis.kind === 'rows'
                  ? formatNumber(proposal.basis.quantity, locale, { maximumFractionDigits: 2, useGrouping: false })
                  : '',
              measures: proposal.basis.kind === 'rows' ? proposal.basis.measures.join(' + ') : '',
              unit: proposal.basis.kind === 'perOrder' ? proposal.basis.unitName : '',
              unread: String(sums.isError),
            })}
          </p>
        </div>
      }
    />
  );
}

/** The earliest delivery date at 08:00 when it is still ahead, else the next full hour in the branch's zone. */
function defaultStart(orders: OrderToConvert[], zone: string, now: number): number {
  const [today, time] = toLocalInput(now, zone).split('T') as [string, string];
  const delivery = orders
    .map((o) => o.DeliveryDate ?? '')
    .filter((d) => /^\d{4}-\d{2}-\d{2}/.test(d))
    .map((d) => d.slice(0, 10))
    .sort()[0];
  if (delivery && delivery > today) return fromLocalInput(`${delivery}T08:00`, zone);
  const hour = Number(time.slice(0, 2)) + 1;
  return hour < 24
    ? fromLocalInput(`${today}T${String(hour).padStart(2, '0')}:00`, zone)
    : localMidnightUtc(today, zone, 1);
}
