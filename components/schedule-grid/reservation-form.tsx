'use client';

// Create (POST) or edit (PUT) a reservation's slot, carrier, vehicle and driver; validated by the same zod schema as the route.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Options, SelectField, TextField } from '@/components/ui/field';
import { fieldErrors } from '@/lib/api-client';
import { fromLocalInput, toLocalInput } from '@/lib/schedule';
import { type Ramp, type ReservationWrite, ZReservationCreate } from '@/lib/contracts';

export interface ReservationFormValues {
  ResourceId: string;
  startUtc: number;
  UnitId: string;
  NumberOfUnits: number;
  Carrier: string;
  VehicleTypeId: string;
  VehicleNumberPlate: string;
  TrailerNumberPlate: string;
  CarrierDriverFullName: string;
}

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
}

export function ReservationForm({ title, submitLabel, initial, timeZone, ramps, units, vehicleTypes, carriers, pending, error, onSubmit, onCancel, onDirty }: ReservationFormProps) {
  const [start] = useState(() => ({ ...initial, start: toLocalInput(initial.startUtc, timeZone), NumberOfUnits: String(initial.NumberOfUnits) }));
  const [v, setV] = useState(start);
  const dirty = (Object.keys(start) as (keyof typeof start)[]).some((k) => v[k] !== start[k]);
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = fieldErrors(error);
  const errors = { ...server, ...local };
  const set = (field: keyof typeof v) => (e: { target: { value: string } }) => setV((old) => ({ ...old, [field]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const start = fromLocalInput(v.start, timeZone);
    const body = {
      ResourceId: v.ResourceId,
      Start: Number.isNaN(start) ? v.start : new Date(start).toISOString(),
      UnitId: v.UnitId,
      NumberOfUnits: Number(v.NumberOfUnits),
      Carrier: v.Carrier.trim() || undefined,
      VehicleTypeId: v.VehicleTypeId || undefined,
      VehicleNumberPlate: v.VehicleNumberPlate.trim() || undefined,
      TrailerNumberPlate: v.TrailerNumberPlate.trim() || undefined,
      CarrierDriverFullName: v.CarrierDriverFullName.trim() || undefined,
    };
    const parsed = ZReservationCreate.safeParse(body);
    if (!parsed.success) {
      setLocal(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setLocal({});
    onSubmit(parsed.data);
  };

  const listId = `carriers-${title.replace(/\W+/g, '-')}`;
  return (
    <form aria-label={title} onSubmit={submit} className="space-y-3" noValidate>
      <h3 className="text-base font-semibold">{title}</h3>
      {error && Object.keys(server).length === 0 ? (
        <Alert tone="error" title="The service refused the reservation">
          {(error as Error).message}
        </Alert>
      ) : null}
      <SelectField label="Ramp" value={v.ResourceId} onChange={set('ResourceId')} error={errors.ResourceId}>
        {ramps.map((r) => (
          <option key={r.Id} value={r.Id}>
            {r.ShortName} · {r.ResourceNameLocalized}
          </option>
        ))}
      </SelectField>
      <TextField label={`Start (${timeZone})`} type="datetime-local" value={v.start} onChange={set('start')} error={errors.Start} required />
      <div className="grid grid-cols-2 gap-3">
        <SelectField label="Unit" value={v.UnitId} onChange={set('UnitId')} error={errors.UnitId}>
          {units.map((u) => (
            <option key={u.id} value={u.id}>
              {u.name}
            </option>
          ))}
        </SelectField>
        <TextField label="Number of units" type="number" min={1} value={v.NumberOfUnits} onChange={set('NumberOfUnits')} error={errors.NumberOfUnits} />
      </div>
      <TextField label="Carrier" list={listId} value={v.Carrier} onChange={set('Carrier')} error={errors.Carrier} autoComplete="off" />
      <datalist id={listId}>
        {carriers.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <SelectField label="Vehicle type" value={v.VehicleTypeId} onChange={set('VehicleTypeId')} error={errors.VehicleTypeId}>
        <option value="">Not set</option>
        <Options items={vehicleTypes} value={(t) => t.Id} label={(t) => t.VehicleTypeName} />
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Vehicle plate" value={v.VehicleNumberPlate} onChange={set('VehicleNumberPlate')} error={errors.VehicleNumberPlate} />
        <TextField label="Trailer plate" value={v.TrailerNumberPlate} onChange={set('TrailerNumberPlate')} error={errors.TrailerNumberPlate} />
      </div>
      <TextField label="Driver" value={v.CarrierDriverFullName} onChange={set('CarrierDriverFullName')} error={errors.CarrierDriverFullName} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
