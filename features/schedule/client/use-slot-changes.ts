'use client';

// Saving changes from the grid and the panel: moves and resizes are shown at once and rolled back with the service's
// reason when it refuses; the last move can be undone.
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { formatInZone } from '@/lib/i18n';
import { useCreateReservation, usePatchReservation, useUpdateReservation } from '@/lib/queries';
import type {
  GridReservation,
  Reservation,
  ReservationPatch,
  ReservationUpdate,
  ReservationWrite,
} from '@/lib/contracts';
import { useRefusalText } from '@/features/reservations';

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
  const t = useTranslations('schedule.saves');
  const locale = useLocale();
  const refusalText = useRefusalText();
  /** A time of the service's answer, in the shown zone and the reader's language. */
  const timeOf = useCallback((iso: string) => formatInZone(iso, timeZone, locale, 'time'), [timeZone, locale]);
  const slot = useUpdateReservation();
  const edit = useUpdateReservation();
  const create = useCreateReservation();
  const patchMutation = usePatchReservation();
  const [message, setMessage] = useState<SaveMessage | null>(null);
  const [lastMove, setLastMove] = useState<GridReservation | null>(null);

  const unitMinutesOf = useCallback(
    (r: GridReservation) =>
      r.NumberOfUnits
        ? (Date.parse(r.EndUtc) - Date.parse(r.StartUtc)) / 60_000 / r.NumberOfUnits
        : (r.UnitId && unitMinutes.get(r.UnitId)) || 15,
    [unitMinutes],
  );

  const slotFieldsOf = useCallback(
    (r: GridReservation, startUtc: number, resourceId: string, units?: number): ReservationUpdate => {
      const out: ReservationUpdate = { ResourceId: resourceId, Start: iso(startUtc) };
      // UnitId is an emulator extra; without it the service keeps the reservation's own unit.
      if (r.UnitId) out.UnitId = r.UnitId;
      if (units ?? r.NumberOfUnits) out.NumberOfUnits = units ?? r.NumberOfUnits ?? undefined;
      return out;
    },
    [],
  );

  const refused = useCallback(
    (action: 'move' | 'resize' | 'undo', r: GridReservation) => (error: Error) =>
      setMessage({
        tone: 'error',
        title: t('refusedTitle', { action, number: r.ReservationNumber }),
        text: t('refusedText', { reason: refusalText(error) }),
      }),
    [t, refusalText],
  );

  const move = useCallback(
    (r: GridReservation, rampId: string, startUtc: number) => {
      const length = Date.parse(r.EndUtc) - Date.parse(r.StartUtc);
      const optimistic = { ...r, ResourceId: rampId, StartUtc: iso(startUtc), EndUtc: iso(startUtc + length) };
      setMessage({ tone: 'info', title: t('moving', { number: r.ReservationNumber }), text: '' });
      slot.mutate(
        { id: r.Id, changes: slotFieldsOf(r, startUtc, rampId), optimistic },
        {
          onSuccess: (saved) => {
            setLastMove(r);
            setMessage({
              tone: 'success',
              title: t('moved', { number: saved.ReservationNumber }),
              text: t('movedText', { start: timeOf(saved.StartUtc), end: timeOf(saved.EndUtc) }),
              undo: true,
            });
          },
          onError: refused('move', r),
        },
      );
    },
    [slot, slotFieldsOf, t, timeOf, refused],
  );

  const resize = useCallback(
    (r: GridReservation, numberOfUnits: number) => {
      const start = Date.parse(r.StartUtc);
      const optimistic = {
        ...r,
        NumberOfUnits: numberOfUnits,
        EndUtc: iso(start + numberOfUnits * unitMinutesOf(r) * 60_000),
      };
      const changes: ReservationUpdate = { NumberOfUnits: numberOfUnits };
      if (r.UnitId) changes.UnitId = r.UnitId;
      setMessage({ tone: 'info', title: t('resizing', { number: r.ReservationNumber }), text: '' });
      slot.mutate(
        { id: r.Id, changes, optimistic },
        {
          onSuccess: (saved) =>
            setMessage({
              tone: 'success',
              title: t('resized', { number: saved.ReservationNumber }),
              text: t('resizedText', { end: timeOf(saved.EndUtc) }),
            }),
          onError: refused('resize', r),
        },
      );
    },
    [slot, unitMinutesOf, t, timeOf, refused],
  );

  const undo = useCallback(() => {
    const before = lastMove;
    if (!before) return;
    slot.mutate(
      {
        id: before.Id,
        changes: slotFieldsOf(before, Date.parse(before.StartUtc), before.ResourceId),
        optimistic: before,
      },
      {
        onSuccess: (saved) => {
          setLastMove(null);
          setMessage({
            tone: 'success',
            title: t('undone', { number: saved.ReservationNumber }),
            text: t('undoneText', { start: timeOf(saved.StartUtc) }),
          });
        },
        onError: refused('undo', before),
      },
    );
  }, [lastMove, slot, slotFieldsOf, t, timeOf, refused]);

  const createReservation = useCallback(
    (body: ReservationWrite, onCreated: (id: string) => void) =>
      create.mutate(body, {
        onSuccess: (saved) => {
          setMessage({
            tone: 'success',
            title: t('created', { number: saved.ReservationNumber }),
            text: t('createdText', { start: timeOf(saved.StartUtc), end: timeOf(saved.EndUtc) }),
          });
          onCreated(saved.Id);
        },
      }),
    [create, t, timeOf],
  );

  // `r` is the version the form started from: only what the planner changed since is sent, so a field someone
  // else changed in the meantime keeps their value. `current` is what the grid shows until the service answers.
  const editReservation = useCallback(
    (r: Reservation, body: ReservationWrite, current: Reservation = r, onSaved?: () => void) => {
      const before: Record<string, unknown> = {
        ResourceId: r.ResourceId,
        Start: iso(Date.parse(r.StartUtc)),
        UnitId: r.UnitId ?? body.UnitId,
        NumberOfUnits: r.NumberOfUnits ?? body.NumberOfUnits,
        Carrier: r.Carrier || undefined,
        VehicleTypeId: r.VehicleTypeId ?? undefined,
        VehicleNumberPlate: r.VehicleNumberPlate || undefined,
        TrailerNumberPlate: r.TrailerNumberPlate || undefined,
        CarrierDriverFullName: r.CarrierDriverFullName || undefined,
      };
      const changes: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(body)) if (v !== before[k]) changes[k] = v ?? '';
      // Cleared text fields are sent as '' so the service empties them.
      for (const k of ['Carrier', 'VehicleNumberPlate', 'TrailerNumberPlate', 'CarrierDriverFullName'] as const)
        if (before[k] && body[k] === undefined) changes[k] = '';
      if (SLOT_FIELDS.some((k) => k in changes)) for (const k of SLOT_FIELDS) changes[k] = body[k];
      if (Object.keys(changes).length === 0) {
        setMessage({ tone: 'info', title: t('nothingToSave'), text: t('nothingToSaveText') });
        return;
      }
      edit.mutate(
        { id: r.Id, changes: changes as ReservationUpdate, optimistic: current },
        {
          onSuccess: (saved) => {
            onSaved?.();
            setMessage({
              tone: 'success',
              title: t('saved', { number: saved.ReservationNumber }),
              text: t('savedText'),
            });
          },
        },
      );
    },
    [edit, t],
  );

  const patch = useCallback(
    (r: Reservation, p: ReservationPatch, onSaved?: () => void) =>
      patchMutation.mutate(
        { id: r.Id, patch: p },
        {
          onSuccess: (saved) => {
            onSaved?.();
            setMessage({
              tone: 'success',
              title: t('noteSaved', { number: saved.ReservationNumber }),
              text: t('noteSavedText'),
            });
          },
        },
      ),
    [patchMutation, t],
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
