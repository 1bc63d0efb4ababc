'use client';

// Which version of a reservation each panel form started from. A form follows the reservation as it changes (own
// saves, moves, other planners) until the planner types in it; from then on a change to one of its own fields is
// held back and reported, so nothing typed is lost and saving sends only what the planner changed.
import { useCallback, useEffect, useState } from 'react';
import { acknowledgeChange, type ElsewhereChange } from '@/lib/queries';
import { BIT_FIELDS, diffRecords, VARCHAR_FIELDS, type Reservation } from '@/lib/contracts';

type FormName = 'edit' | 'note';

const FIELDS: Record<FormName, Set<string>> = {
  edit: new Set([
    'ResourceId',
    'StartUtc',
    'EndUtc',
    'UnitId',
    'NumberOfUnits',
    'Carrier',
    'CarrierId',
    'VehicleTypeId',
    'VehicleNumberPlate',
    'TrailerNumberPlate',
    'CarrierDriverFullName',
  ]),
  note: new Set(['Note', ...VARCHAR_FIELDS, ...BIT_FIELDS]),
};

interface FormState {
  base: Reservation | undefined;
  /** Bumped to re-mount the form with the base's values. */
  generation: number;
  dirty: boolean;
  /** Saved by this planner: take the next version without asking. */
  saved: boolean;
}

const fresh = (r: Reservation | undefined, generation = 0): FormState => ({
  base: r,
  generation,
  dirty: false,
  saved: false,
});
const clashes = (name: FormName, base: Reservation, r: Reservation) =>
  diffRecords(base, r).filter((c) => FIELDS[name].has(c.field));

export function useFormBases(r: Reservation | undefined, saving: boolean, elsewhere: ElsewhereChange | undefined) {
  const [forms, setForms] = useState<Record<FormName, FormState>>({ edit: fresh(r), note: fresh(r) });
  const [notice, setNotice] = useState<{ id: string; change: ElsewhereChange } | null>(null);

  useEffect(() => {
    if (!r || saving) return;
    let next = forms;
    let showedTheirs = false;
    for (const name of ['edit', 'note'] as const) {
      const f = next[name];
      if (f.base === r) continue;
      if (!f.base || f.base.Id !== r.Id || f.saved || !f.dirty) {
        next = { ...next, [name]: fresh(r, f.generation + 1) };
        showedTheirs ||= !!f.base && f.base.Id === r.Id && !f.saved && !!elsewhere && !elsewhere.deleted;
      } else if (clashes(name, f.base, r).length === 0) {
        // Typing, but nothing of this form changed: keep what is typed, diff against the new version.
        next = { ...next, [name]: { ...f, base: r } };
      }
    }
    if (next === forms) return;
    // Follows a new version of the reservation (cache or live event), once per version.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setForms(next);
    // While another form still holds the planner's typing, the change stays news (the warning names who made it).
    const stillHeld = (['edit', 'note'] as const).some((n) => next[n].base !== r);
    if (showedTheirs && elsewhere && !stillHeld) {
      acknowledgeChange(r.Id);
      setNotice({ id: r.Id, change: elsewhere });
    }
  }, [r, forms, saving, elsewhere]);

  const setDirty = useCallback(
    (name: FormName, dirty: boolean) =>
      setForms((f) => (f[name].dirty === dirty ? f : { ...f, [name]: { ...f[name], dirty } })),
    [],
  );
  const markSaved = useCallback(
    (name: FormName) => {
      if (r) acknowledgeChange(r.Id);
      setForms((f) => ({ ...f, [name]: { ...f[name], saved: true } }));
    },
    [r],
  );
  const loadTheirs = useCallback(() => {
    if (r) acknowledgeChange(r.Id);
    setForms((f) => ({ edit: fresh(r, f.edit.generation + 1), note: fresh(r, f.note.generation + 1) }));
  }, [r]);

  const held = r
    ? (['edit', 'note'] as const).filter(
        (n) => forms[n].base && forms[n].base !== r && forms[n].dirty && !forms[n].saved,
      )
    : [];
  const conflictFields = r ? [...new Set(held.flatMap((n) => clashes(n, forms[n].base!, r).map((c) => c.field)))] : [];
  return {
    forms,
    notice: notice && notice.id === r?.Id ? notice.change : null,
    conflictFields,
    setDirty,
    markSaved,
    loadTheirs,
  };
}
