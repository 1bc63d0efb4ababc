'use client';

// The side panel: a reservation's every field, its edit and note forms for planners; or the form for a new one.
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import type { Ramp } from '@/lib/queries/catalog';
import type { Reservation, ReservationPatch, ReservationWrite } from '@/lib/upstream/schemas';
import { NoteForm } from './note-form';
import { ReservationDetails } from './reservation-details';
import { ReservationForm, type ReservationFormValues } from './reservation-form';

export type PanelState = { kind: 'view'; id: string } | { kind: 'create'; initial: ReservationFormValues } | null;

interface ReservationPanelProps {
  state: Exclude<PanelState, null>;
  reservation: Reservation | undefined;
  timeZone: string;
  canEdit: boolean;
  ramps: Ramp[];
  units: { id: string; name: string }[];
  vehicleTypes: { Id: string; VehicleTypeName: string }[];
  carriers: string[];
  fallbackUnitId: string;
  save: { pending: boolean; error: unknown };
  patch: { pending: boolean; error: unknown };
  onCreate: (body: ReservationWrite) => void;
  onEdit: (reservation: Reservation, body: ReservationWrite) => void;
  onPatch: (reservation: Reservation, patch: ReservationPatch) => void;
  onClose: () => void;
}

export function ReservationPanel(props: ReservationPanelProps) {
  const { state, reservation: r, timeZone, canEdit, ramps, units, vehicleTypes, carriers, fallbackUnitId, save, patch, onCreate, onEdit, onPatch, onClose } = props;
  const ref = useRef<HTMLElement>(null);
  const shownKey = state.kind === 'view' ? state.id : 'create';
  // Focus moves into the panel whenever it shows something else, so Escape and screen readers start there.
  useEffect(() => {
    ref.current?.focus();
  }, [shownKey]);

  // Escape closes from anywhere, also when a save re-rendered the form and focus fell back to the page.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const title = state.kind === 'create' ? 'New reservation' : `Reservation ${r?.ReservationNumber ?? ''}`;
  const formProps = { timeZone, ramps, units, vehicleTypes, carriers, pending: save.pending, error: save.error, onCancel: onClose };
  return (
    <aside
      ref={ref}
      tabIndex={-1}
      aria-label={title}
      className="fixed inset-y-0 right-0 z-40 w-full max-w-md space-y-5 overflow-y-auto border-l border-zinc-300 bg-white p-5 shadow-2xl focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        <Button variant="ghost" size="sm" onClick={onClose} aria-label="Close the panel">
          Close
        </Button>
      </div>
      {state.kind === 'create' ? (
        <ReservationForm key="create" title="Create reservation" submitLabel="Create reservation" initial={state.initial} onSubmit={onCreate} {...formProps} />
      ) : !r ? (
        <p className="text-sm">This reservation is not in the loaded range any more.</p>
      ) : (
        <>
          <ReservationDetails reservation={r} timeZone={timeZone} rampName={rampLabel(ramps, r.ResourceId)} vehicleTypeName={vehicleTypes.find((t) => t.Id === r.VehicleTypeId)?.VehicleTypeName ?? ''} />
          <section aria-label="Change history" className="text-sm text-zinc-700 dark:text-zinc-300">
            <h3 className="text-base font-semibold">Change history</h3>
            <p>The change history appears here once Slotboard keeps its own copy of the service&apos;s data.</p>
          </section>
          {canEdit ? (
            <>
              <ReservationForm
                key={`edit:${r.Id}:${r.Updated ?? ''}`}
                title="Edit reservation"
                submitLabel="Save changes"
                initial={valuesOf(r, fallbackUnitId)}
                onSubmit={(body) => onEdit(r, body)}
                {...formProps}
              />
              <NoteForm key={`note:${r.Id}:${r.Updated ?? ''}`} reservation={r} pending={patch.pending} error={patch.error} onSubmit={(p) => onPatch(r, p)} />
            </>
          ) : (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">You can view reservations; changing them needs the planner role.</p>
          )}
        </>
      )}
    </aside>
  );
}

function rampLabel(ramps: Ramp[], id: string) {
  const ramp = ramps.find((x) => x.Id === id);
  return ramp ? `${ramp.ShortName} · ${ramp.ResourceNameLocalized}` : id;
}

export function valuesOf(r: Reservation, fallbackUnitId: string): ReservationFormValues {
  return {
    ResourceId: r.ResourceId,
    startUtc: Date.parse(r.StartUtc),
    UnitId: r.UnitId ?? fallbackUnitId,
    NumberOfUnits: r.NumberOfUnits ?? 1,
    Carrier: r.Carrier,
    VehicleTypeId: r.VehicleTypeId ?? '',
    VehicleNumberPlate: r.VehicleNumberPlate,
    TrailerNumberPlate: r.TrailerNumberPlate,
    CarrierDriverFullName: r.CarrierDriverFullName,
  };
}
