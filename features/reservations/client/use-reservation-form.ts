'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { issuesByField, sayFieldErrors, useIssueMessage } from '@/components/ui/use-issue-message';
import { fieldErrors } from '@/lib/api-client';
import { fromLocalInput, toLocalInput } from '@/lib/time';
import { type ReservationWrite, ZReservationCreate } from '@/lib/contracts';

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

interface ReservationFormInput {
  initial: ReservationFormValues;
  timeZone: string;
  /** The zone of the chosen ramp's branch, where ramps of several branches are offered (the order cart). */
  zoneOf?: (rampId: string) => string;
  /** The server's refusal of the last submit, if any. */
  error: unknown;
  onSubmit: (body: ReservationWrite) => void;
  onDirty?: (dirty: boolean) => void;
}

/** Server errors the form shows beside a field; any other is shown above the fields. CreateFromOrders names Start
 * "Date". */
const OWN_FIELDS = new Set([
  'ResourceId',
  'Start',
  'UnitId',
  'NumberOfUnits',
  'Carrier',
  'VehicleTypeId',
  'VehicleNumberPlate',
  'TrailerNumberPlate',
  'CarrierDriverFullName',
]);
const fieldOf = (name: string) => (name === 'Date' ? 'Start' : OWN_FIELDS.has(name) ? name : null);

/**
 * The reservation form's values as typed (the start as local input in the ramp's zone), each field's error from
 * the browser's check or the server's refusal, and the submit that checks with the route's own zod schema.
 */
export function useReservationForm({
  initial,
  timeZone: zone,
  zoneOf,
  error,
  onSubmit,
  onDirty,
}: ReservationFormInput) {
  const [start] = useState(() => ({
    ...initial,
    start: toLocalInput(initial.startUtc, zoneOf?.(initial.ResourceId) ?? zone),
    NumberOfUnits: String(initial.NumberOfUnits),
  }));
  const [v, setV] = useState(start);
  const timeZone = zoneOf?.(v.ResourceId) ?? zone;
  const dirty = (Object.keys(start) as (keyof typeof start)[]).some((k) => v[k] !== start[k]);
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);
  const [local, setLocal] = useState<Record<string, string>>({});
  const issueMessage = useIssueMessage();
  const server = sayFieldErrors(fieldErrors(error), issueMessage);
  const errors: Record<string, string> = { ...local };
  for (const [name, message] of Object.entries(server)) {
    const field = fieldOf(name);
    if (field) errors[field] ??= message;
  }
  const unshown = Object.keys(server).some((name) => !fieldOf(name));
  const set = (field: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [field]: e.target.value }));
  // A ramp of a branch in another zone keeps the same instant: the typed local time is shown in the new zone.
  const pickRamp = (ResourceId: string) =>
    setV((old) => {
      const instant = fromLocalInput(old.start, timeZone);
      const next = zoneOf?.(ResourceId) ?? zone;
      return {
        ...old,
        ResourceId,
        start: next === timeZone || Number.isNaN(instant) ? old.start : toLocalInput(instant, next),
      };
    });

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
      setLocal(issuesByField(parsed.error.issues, issueMessage));
      return;
    }
    setLocal({});
    onSubmit(parsed.data);
  };

  /** Whether the refusal says something no field shows, so it goes above the fields. */
  const refusedAbove = Boolean(error) && (Object.keys(server).length === 0 || unshown);
  return { v, setV, timeZone, errors, refusedAbove, set, pickRamp, submit };
}
