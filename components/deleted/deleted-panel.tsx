'use client';

import { nice, ReservationDetails, show } from '@/components/schedule-grid/reservation-details';
import { ReservationHistory } from '@/components/schedule-grid/reservation-history';
import { Alert } from '@/components/ui/alert';
import { SidePanel } from '@/components/ui/side-panel';
import { LEARNT_VIA_LABELS, type DeletedReservation, type Reservation } from '@/lib/contracts';
import { useVehicleTypes } from '@/lib/queries';
import { formatStamp } from './format-audit-times';

interface DeletedPanelProps {
  row: DeletedReservation;
  fallbackZone: string;
  onClose: () => void;
}

/** A deleted reservation's last known detail, every field, and what Slotboard saw happen to it. */
export function DeletedPanel({ row, fallbackZone, onClose }: DeletedPanelProps) {
  const zone = row.timeZone ?? fallbackZone;
  const vehicleTypes = useVehicleTypes();
  const vehicleTypeId = typeof row.record.VehicleTypeId === 'string' ? row.record.VehicleTypeId : '';
  const vehicleTypeName = vehicleTypes.data?.find((t) => t.Id.toLowerCase() === vehicleTypeId.toLowerCase())?.VehicleTypeName ?? '';
  return (
    <SidePanel title={`Deleted reservation ${row.number || row.id}`} shownKey={row.id} onClose={onClose}>
      <Alert tone="info">
        Deleted at the service; Slotboard learnt of it by {LEARNT_VIA_LABELS[row.learntVia]} at {formatStamp(row.learntAt, zone)}. Deleted at{' '}
        {formatStamp(row.deletedAt, zone)} ({zone}).
      </Alert>
      {row.detailFrom === 'mirror' ? (
        <section aria-label="Last known detail" className="space-y-2">
          <h3 className="text-base font-semibold">Last known detail</h3>
          <ReservationDetails reservation={row.record as Reservation} timeZone={zone} rampName={row.rampName ?? row.rampId ?? '—'} vehicleTypeName={vehicleTypeName} />
        </section>
      ) : (
        <section aria-label="What the service lists" className="space-y-2 text-sm">
          <h3 className="text-base font-semibold">What the service lists</h3>
          <p className="text-zinc-700 dark:text-zinc-300">Slotboard never held this reservation before it was deleted, so only what the service&apos;s list of deletions gives is known.</p>
          <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1">
            {Object.keys(row.record)
              .sort()
              .map((k) => (
                <div key={k} className="contents">
                  <dt className="text-zinc-600 dark:text-zinc-400">{nice(k)}</dt>
                  <dd className="break-words">{show(k, row.record[k], zone)}</dd>
                </div>
              ))}
          </dl>
        </section>
      )}
      <ReservationHistory id={row.id} timeZone={zone} />
    </SidePanel>
  );
}
