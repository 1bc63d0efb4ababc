'use client';

// Create (POST) or edit (PUT) a reservation's slot, carrier, vehicle and driver; validated by the same zod schema as
// the route (use-reservation-form.ts).
import { useTranslations } from 'next-intl';
import { type ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Options, SelectField, TextField } from '@/components/ui/field';
import { fromLocalInput, toLocalInput } from '@/lib/time';
import { type Ramp, type ReservationWrite } from '@/lib/contracts';
import { FreeSlotPicker } from './free-slot-picker';
import { useRefusalText } from './use-refusal-text';
import { useReservationForm, type ReservationFormValues } from './use-reservation-form';

/** What a reservation form offers to choose from; whoever opens the form (grid, panel, order cart) supplies it. */
export interface ReservationChoices {
  timeZone: string;
  ramps: Ramp[];
  units: { id: string; name: string }[];
  vehicleTypes: { Id: string; VehicleTypeName: string }[];
  carriers: string[];
}

interface ReservationFormProps extends ReservationChoices {
  title: string;
  submitLabel: string;
  initial: ReservationFormValues;
  pending: boolean;
  error: unknown;
  onSubmit: (body: ReservationWrite) => void;
  onCancel: () => void;
  /** Told whether the planner has typed anything not saved yet. */
  onDirty?: (dirty: boolean) => void;
  /** The zone of the chosen ramp's branch, where ramps of several branches are offered (the order cart). */
  zoneOf?: (rampId: string) => string;
  /** Shown above the fields (what is being converted, why the unit was proposed). */
  intro?: ReactNode;
  /** Offer the free times of the chosen ramp and day that fit the chosen length. */
  offerFreeSlots?: boolean;
}

export function ReservationForm(props: ReservationFormProps) {
  const {
    title,
    submitLabel,
    initial,
    ramps,
    units,
    vehicleTypes,
    carriers,
    pending,
    error,
    onSubmit,
    onCancel,
    onDirty,
    zoneOf,
    intro,
    offerFreeSlots,
  } = props;
  const t = useTranslations('schedule.form');
  const common = useTranslations('common');
  const refusalText = useRefusalText();
  const { v, setV, timeZone, errors, refusedAbove, set, pickRamp, submit } = useReservationForm({
    initial,
    timeZone: props.timeZone,
    zoneOf,
    error,
    onSubmit,
    onDirty,
  });

  const listId = `carriers-${title.replace(/\W+/g, '-')}`;
  return (
    <form aria-label={title} onSubmit={submit} className="space-y-3" noValidate>
      <h3 className="text-base font-semibold">{title}</h3>
      {intro}
      {refusedAbove ? (
        <Alert tone="error" title={t('refused')}>
          {refusalText(error)}
        </Alert>
      ) : null}
      <SelectField
        label={t('ramp')}
        value={v.ResourceId}
        onChange={(e) => pickRamp(e.target.value)}
        error={errors.ResourceId}
      >
        {ramps.map((r) => (
          <option key={r.Id} value={r.Id}>
            {r.ShortName} · {r.ResourceNameLocalized}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('start', { timeZone })}
        type="datetime-local"
        value={v.start}
        onChange={set('start')}
        error={errors.Start}
        required
      />
      {offerFreeSlots ? (
        <FreeSlotPicker
          ramp={ramps.find((r) => r.Id === v.ResourceId)}
          ramps={ramps}
          day={v.start.slice(0, 10)}
          unitId={v.UnitId}
          numberOfUnits={Number(v.NumberOfUnits)}
          unitName={units.find((u) => u.id === v.UnitId)?.name ?? t('unitFallback')}
          timeZone={timeZone}
          chosenUtc={fromLocalInput(v.start, timeZone)}
          onPick={(utc) => setV((old) => ({ ...old, start: toLocalInput(utc, timeZone) }))}
        />
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <SelectField label={t('unit')} value={v.UnitId} onChange={set('UnitId')} error={errors.UnitId}>
          {units.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('numberOfUnits')}
          type="number"
          min={1}
          value={v.NumberOfUnits}
          onChange={set('NumberOfUnits')}
          error={errors.NumberOfUnits}
        />
      </div>
      <TextField
        label={t('carrier')}
        list={listId}
        value={v.Carrier}
        onChange={set('Carrier')}
        error={errors.Carrier}
        autoComplete="off"
      />
      <datalist id={listId}>
        {carriers.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <SelectField
        label={t('vehicleType')}
        value={v.VehicleTypeId}
        onChange={set('VehicleTypeId')}
        error={errors.VehicleTypeId}
      >
        <option value="">{t('notSet')}</option>
        <Options items={vehicleTypes} value={(t) => t.Id} label={(t) => t.VehicleTypeName} />
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('vehiclePlate')}
          value={v.VehicleNumberPlate}
          onChange={set('VehicleNumberPlate')}
          error={errors.VehicleNumberPlate}
        />
        <TextField
          label={t('trailerPlate')}
          value={v.TrailerNumberPlate}
          onChange={set('TrailerNumberPlate')}
          error={errors.TrailerNumberPlate}
        />
      </div>
      <TextField
        label={t('driver')}
        value={v.CarrierDriverFullName}
        onChange={set('CarrierDriverFullName')}
        error={errors.CarrierDriverFullName}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {common('cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? common('saving') : submitLabel}
        </Button>
      </div>
    </form>
  );
}
