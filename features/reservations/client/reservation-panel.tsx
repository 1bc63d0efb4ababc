'use client';

// The side panel: a reservation's every field, its edit and note forms for planners; or the form for a new one.
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SidePanel } from '@/components/ui/side-panel';
import { useErrorMessage } from '@/components/ui/use-error-message';
import type { GridReservation, Ramp, Reservation, ReservationPatch, ReservationWrite } from '@/lib/contracts';
import { formatInZone } from '@/lib/i18n';
import { acknowledgeChange, useChangedElsewhere, type ElsewhereChange } from '@/lib/queries';
import { NoteForm } from './note-form';
import { ReservationDetails, useReservationFields } from './reservation-details';
import { ReservationForm, type ReservationChoices } from './reservation-form';
import { ReservationHistory } from './reservation-history';
import { useFormBases } from './use-form-bases';
import { type ReservationFormValues } from './use-reservation-form';

export type PanelState = { kind: 'view'; id: string } | { kind: 'create'; initial: ReservationFormValues } | null;

interface ReservationPanelProps extends ReservationChoices {
  state: Exclude<PanelState, null>;
  /** The whole reservation, once read. */
  reservation: Reservation | undefined;
  /** Its row in the grid while it is in the loaded range (the whole one may still be on its way). */
  row: GridReservation | undefined;
  loadError: Error | null;
  canEdit: boolean;
  fallbackUnitId: string;
  save: { pending: boolean; error: unknown };
  patch: { pending: boolean; error: unknown };
  onCreate: (body: ReservationWrite) => void;
  /** `base` is the version the form started from, `current` the one shown now. */
  onEdit: (base: Reservation, body: ReservationWrite, current: Reservation, onSaved: () => void) => void;
  onPatch: (reservation: Reservation, patch: ReservationPatch, onSaved: () => void) => void;
  onClose: () => void;
}

export function ReservationPanel(props: ReservationPanelProps) {
  const {
    state,
    reservation: r,
    row,
    loadError,
    timeZone,
    canEdit,
    ramps,
    units,
    vehicleTypes,
    carriers,
    fallbackUnitId,
    save,
    patch,
    onCreate,
    onEdit,
    onPatch,
    onClose,
  } = props;
  const t = useTranslations('schedule.panel');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const { name } = useReservationFields(timeZone);
  const shownKey = state.kind === 'view' ? state.id : 'create';
  /** Who changed or deleted the reservation elsewhere, and when, as the ICU arguments of the panel's messages. */
  const changeValues = (change: ElsewhereChange) => ({
    actor: change.actor ?? 'none',
    time: formatInZone(change.at, timeZone, locale, 'time'),
  });

  const viewedId = state.kind === 'view' ? state.id : null;
  const elsewhere = useChangedElsewhere(viewedId);
  const gone = elsewhere?.deleted ? elsewhere : undefined;
  const bases = useFormBases(r, save.pending || patch.pending, elsewhere);
  const { setDirty } = bases;
  const onEditDirty = useCallback((dirty: boolean) => setDirty('edit', dirty), [setDirty]);
  const onNoteDirty = useCallback((dirty: boolean) => setDirty('note', dirty), [setDirty]);
  const { edit, note } = bases.forms;

  // A change from before the panel opened is not news to this planner.
  useEffect(() => {
    if (viewedId) acknowledgeChange(viewedId);
  }, [viewedId]);

  const title =
    state.kind === 'create'
      ? t('newTitle')
      : t('title', { number: r?.ReservationNumber ?? row?.ReservationNumber ?? '' });
  const formProps = {
    timeZone,
    ramps,
    units,
    vehicleTypes,
    carriers,
    pending: save.pending,
    error: save.error,
    onCancel: onClose,
  };
  return (
    <SidePanel title={title} shownKey={shownKey} onClose={onClose}>
      {state.kind === 'create' ? (
        <ReservationForm
          key="create"
          title={t('create')}
          submitLabel={t('create')}
          initial={state.initial}
          onSubmit={onCreate}
          {...formProps}
        />
      ) : !r && row ? (
        loadError ? (
          <Alert tone="error" title={t('loadFailed')}>
            {errorMessage(loadError)}
          </Alert>
        ) : (
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            {t('loading')}
          </p>
        )
      ) : !r ? (
        <p className="text-sm">{gone ? t('deletedElsewhere', changeValues(gone)) : t('outOfRange')}</p>
      ) : (
        <>
          <ReservationDetails
            reservation={r}
            timeZone={timeZone}
            rampName={rampLabel(ramps, r.ResourceId)}
            vehicleTypeName={vehicleTypes.find((t) => t.Id === r.VehicleTypeId)?.VehicleTypeName ?? ''}
          />
          {canEdit && edit.base && note.base ? (
            <>
              {bases.conflictFields.length > 0 ? (
                <Alert tone="warning" title={t('conflictTitle')}>
                  <p>
                    {t('conflict', {
                      ...(elsewhere && !elsewhere.deleted ? changeValues(elsewhere) : { actor: 'none', time: 'none' }),
                      known: String(Boolean(elsewhere && !elsewhere.deleted)),
                      fields: bases.conflictFields.map(name).join(', '),
                    })}
                  </p>
                  <Button size="sm" variant="secondary" className="mt-2" onClick={bases.loadTheirs}>
                    {t('loadTheirs')}
                  </Button>
                </Alert>
              ) : bases.notice ? (
                <Alert tone="info">{t('changedElsewhere', changeValues(bases.notice))}</Alert>
              ) : null}
              <ReservationForm
                key={`edit:${edit.base.Id}:${edit.generation}`}
                title={t('edit')}
                submitLabel={t('saveChanges')}
                initial={valuesOf(edit.base, fallbackUnitId)}
                onSubmit={(body) => onEdit(edit.base!, body, r, () => bases.markSaved('edit'))}
                onDirty={onEditDirty}
                {...formProps}
              />
              <NoteForm
                key={`note:${note.base.Id}:${note.generation}`}
                reservation={note.base}
                pending={patch.pending}
                error={patch.error}
                onDirty={onNoteDirty}
                onSubmit={(p) => onPatch(note.base!, p, () => bases.markSaved('note'))}
              />
            </>
          ) : !canEdit ? (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('viewOnly')}</p>
          ) : null}
          <ReservationHistory id={r.Id} timeZone={timeZone} />
        </>
      )}
    </SidePanel>
  );
}

function rampLabel(ramps: Ramp[], id: string) {
  const ramp = ramps.find((x) => x.Id === id);
  return ramp ? `${ramp.ShortName} · ${ramp.ResourceNameLocalized}` : id;
}

function valuesOf(r: Reservation, fallbackUnitId: string): ReservationFormValues {
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
