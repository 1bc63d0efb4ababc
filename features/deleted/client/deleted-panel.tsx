'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ReservationDetails, ReservationHistory, useReservationFields } from '@/features/reservations';
import { Alert } from '@/components/ui/alert';
import { SidePanel } from '@/components/ui/side-panel';
import type { DeletedReservation } from '../contract';
import type { Reservation } from '@/lib/contracts';
import { useVehicleTypes } from '@/lib/queries';
import { formatStamp } from './format-audit-times';

interface DeletedPanelProps {
  row: DeletedReservation;
  fallbackZone: string;
  onClose: () => void;
}

/** A deleted reservation's last known detail, every field, and what Slotboard saw happen to it. */
export function DeletedPanel({ row, fallbackZone, onClose }: DeletedPanelProps) {
  const t = useTranslations('deleted.panel');
  const locale = useLocale();
  const zone = row.timeZone ?? fallbackZone;
  const fields = useReservationFields(zone);
  const vehicleTypes = useVehicleTypes();
  const vehicleTypeId = typeof row.record.VehicleTypeId === 'string' ? row.record.VehicleTypeId : '';
  const vehicleTypeName =
    vehicleTypes.data?.find((t) => t.Id.toLowerCase() === vehicleTypeId.toLowerCase())?.VehicleTypeName ?? '';
  return (
    <SidePanel title={t('title', { number: row.number || row.id })} shownKey={row.id} onClose={onClose}>
      <Alert tone="info">
        {t('how', {
          via: row.learntVia,
          learntAt: formatStamp(row.learntAt, zone, locale),
          deletedAt: formatStamp(row.deletedAt, zone, locale),
          zone,
        })}
      </Alert>
      {row.detailFrom === 'mirror' ? (
        <section aria-label={t('lastKnown')} className="space-y-2">
          <h3 className="text-base font-semibold">{t('lastKnown')}</h3>
          <ReservationDetails
            reservation={row.record as Reservation}
            timeZone={zone}
            rampName={row.rampName ?? row.rampId ?? '—'}
            vehicleTypeName={vehicleTypeName}
          />
        </section>
      ) : (
        <section aria-label={t('serviceLists')} className="space-y-2 text-sm">
          <h3 className="text-base font-semibold">{t('serviceLists')}</h3>
          <p className="text-zinc-700 dark:text-zinc-300">{t('neverHeld')}</p>
          <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-3 gap-y-1">
            {Object.keys(row.record)
              .sort()
              .map((k) => (
                <div key={k} className="contents">
                  <dt className="text-zinc-600 dark:text-zinc-400">{fields.name(k)}</dt>
                  <dd className="break-words">{fields.show(k, row.record[k])}</dd>
                </div>
              ))}
          </dl>
        </section>
      )}
      <ReservationHistory id={row.id} timeZone={zone} />
    </SidePanel>
  );
}
