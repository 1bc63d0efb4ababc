'use client';

// Saving changes from the grid and the panel: moves and resizes are shown at once and rolled back with the service's
// reason when it refuses; the last move can be undone.
import { useCallback, useState } from 'react';
import { useCreateReservation, usePatchReservation, useUpdateReservation } from '@/lib/queries';
import { localTimeOf } from '@/lib/schedule';
import type { GridReservation, Reservation, ReservationPatch, ReservationUpdate, ReservationWrite } from '@/lib/contracts';

interface SaveMessage {
  tone: 'success' | 'error' | 'info';
  title: string;
  text: string;
  undo?: boolean;
}

interface Options {
  unitMinutes: Map<string, number>;
  timeZone: string;
}

const iso = (t: number) => new Date(t).toISOString();
const SLOT_FIELDS = ['ResourceId', 'Start', 'UnitId', 'NumberOfUnits'] as const;

export function useSlotChanges({ unitMinutes, timeZone }: Options) {
  const slot = useUpdateReservation();
  const edit = useUpdateReservation();
  const create = useCreateReservation();
  const patchMutation = usePatchReservation();
  const [message, setMessage] = useState<SaveMessage | null>(null);
  const [lastMove, setLastMove] = useState<GridReservation | null>(null);

  const unitMinutesOf = useCallback(
    (r: GridReservation) => (r.NumberOfUnits ? (Date.parse(r.EndUtc) - Date.parse(r.StartUtc)) / 60_000 / r.NumberOfUnits : (r.UnitId && unitMinutes.get(r.UnitId)) || 15),
    [unitMinutes],
  );

  const slotFieldsOf = useCallback((r: GridReservation, startUtc: number, resourceId: string, units?: number): ReservationUpdate => {
    const out: ReservationUpdate = { ResourceId: resourceId, Start: iso(startUtc) };
    // UnitId is an emulator extra; without it the service keeps the reservation's own unit.
    if (r.UnitId) out.UnitId = r.UnitId;
    if (units ?? r.NumberOfUnits) out.NumberOfUnits = units ?? r.NumberOfUnits ?? undefined;
    return out;
  }, []);

  const refused = (what: string, r: GridReservation) => (error: Error) =>
    setMessage({ tone: 'error', title: `The ${what} of reservation ${r.ReservationNumber} was refused`, text: `${error.message} The reservation is back where it was.` });

  const move = useCallback(
    (r: GridReservation, rampId: string, startUtc: number) => {
      const length = Date.parse(r.EndUtc) - Date.parse(r.StartUtc);
      const optimistic = { ...r, ResourceId: rampId, StartUtc: iso(startUtc), EndUtc: iso(startUtc + length) };
      setMessage({ tone: 'info', title: `Moving reservation ${r.ReservationNumber}…`, text: '' });
      slot.mutate(
        { id: r.Id, changes: slotFieldsOf(r, startUtc, rampId), optimistic },
        {
          onSuccess: (saved) => {
            setLastMove(r);
            setMessage({ tone: 'success', title: `Reservation ${saved.ReservationNumber} moved`, text: `Now ${localTimeOf(Date.parse(saved.StartUtc), timeZone)}–${localTimeOf(Date.parse(saved.EndUtc), timeZone)}.`, undo: true });
          },
          onError: refused('move', r),
        },
      );
    },
    [slot, slotFieldsOf, timeZone],
  );

  const resize = useCallback(
    (r: GridReservation, numberOfUnits: number) => {
      const start = Date.parse(r.StartUtc);
      const optimistic = { ...r, NumberOfUnits: numberOfUnits, EndUtc: iso(start + numberOfUnits * unitMinutesOf(r) * 60_000) };
      const changes: ReservationUpdate = { NumberOfUnits: numberOfUnits };
      if (r.UnitId) changes.UnitId = r.UnitId;
      setMessage({ tone: 'info', title: `Resizing reservation ${r.ReservationNumber}…`, text: '' });
      slot.mutate(
        { id: r.Id, changes, optimistic },
        {
          onSuccess: (saved) => setMessage({ tone: 'success', title: `Reservation ${saved.ReservationNumber} resized`, text: `Now ends at ${localTimeOf(Date.parse(saved.EndUtc), timeZone)}.` }),
          onError: refused('resize', r),
        },
      );
    },
    [slot, timeZone, unitMinutesOf],
  );

  const undo = useCallback(() => {
    const before = lastMove;
    if (!before) return;
    slot.mutate(
      { id: before.Id, changes: slotFieldsOf(before, Date.parse(before.StartUtc), before.ResourceId), optimistic: before },
      {
        onSuccess: (saved) => {
          setLastMove(null);
          setMessage({ tone: 'success', title: `Move of reservation ${saved.ReservationNumber} undone`, text: `Back at ${localTimeOf(Date.parse(saved.StartUtc), timeZone)}.` });
        },
        onError: refused('undo', before),
      },
    );
  }, [lastMove, slot, slotFieldsOf, timeZone]);

  const createReservation = useCallback(
    (body: ReservationWrite, onCreated: (id: string) => void) =>
      create.mutate(body, {
        onSuccess: (saved) => {
          setMessage({ tone: 'success', title: `Reservation ${saved.ReservationNumber} created`, text: `${localTimeOf(Date.parse(saved.StartUtc), timeZone)}–${localTimeOf(Date.parse(saved.EndUtc), timeZone)}.` });
          onCreated(saved.Id);
        },
      }),
    [create, timeZone],
  );

  // `r` is the version the form started from: only what the planner changed since is sent, so a field someone
  // else changed in the meantime keeps their value. `current` is what the grid shows until the service answers.
  const editReservation = useCallback(
    (r: Reservation, body: ReservationWrite, current: Reservation = r, onSaved?: () => void) => {
      const before: Record<string, unknown> = { ResourceId: r.ResourceId, Start: iso(Date.parse(r.StartUtc)), UnitId: r.UnitId ?? body.UnitId, NumberOfUnits: r.NumberOfUnits ?? body.NumberOfUnits, Carrier: r.Carrier || undefined, VehicleTypeId: r.VehicleTypeId ?? undefined, VehicleNumberPlate: r.VehicleNumberPlate || undefined, TrailerNumberPlate: r.TrailerNumberPlate || undefined, CarrierDriverFullName: r.CarrierDriverFullName || undefined };
      const changes: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(body)) if (v !== before[k]) changes[k] = v ?? '';
      // Cleared text fields are sent as '' so the service empties them.
      for (const k of ['Carrier', 'VehicleNumberPlate', 'TrailerNumberPlate', 'CarrierDriverFullName'] as const) if (before[k] && body[k] === undefined) changes[k] = '';
      if (SLOT_FIELDS.some((k) => k in changes)) for (const k of SLOT_FIELDS) changes[k] = body[k];
      if (Object.keys(changes).length === 0) {
        setMessage({ tone: 'info', title: 'Nothing to save', text: 'No field was changed.' });
        return;
      }
      edit.mutate(
        { id: r.Id, changes: changes as ReservationUpdate, optimistic: current },
        {
          onSuccess: (saved) => {
            onSaved?.();
            setMessage({ tone: 'success', title: `Reservation ${saved.ReservationNumber} saved`, text: 'The service accepted the changes.' });
          },
        },
      );
    },
    [edit],
  );

  const patch = useCallback(
    (r: Reservation, p: ReservationPatch, onSaved?: () => void) =>
      patchMutation.mutate(
        { id: r.Id, patch: p },
        {
          onSuccess: (saved) => {
            onSaved?.();
            setMessage({ tone: 'success', title: `Note of reservation ${saved.ReservationNumber} saved`, text: 'The note and custom fields were updated.' });
          },
        },
      ),
    [patchMutation],
  );

  const resetForms = useCallback(() => {
    create.reset();
    edit.reset();
    patchMutation.reset();
  }, [create, edit, patchMutation]);

  return {
    message,
    busy: slot.isPending,
    unitMinutesOf,
    move,
    resize,
    undo,
    create: createReservation,
    edit: editReservation,
    patch,
    resetForms,
    save: { pending: create.isPending || edit.isPending, error: create.error ?? edit.error },
    patchState: { pending: patchMutation.isPending, error: patchMutation.error },
  };
}
