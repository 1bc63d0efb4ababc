'use client';

// The note and custom fields, written through the OData Patch route: only the fields the planner changed are sent.
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { BIT_FIELDS, TEXT_LIMITS, VARCHAR_FIELDS, type Reservation, type ReservationPatch } from '@/lib/contracts';

interface NoteFormProps {
  reservation: Reservation;
  pending: boolean;
  error: unknown;
  onSubmit: (patch: ReservationPatch) => void;
  onDirty?: (dirty: boolean) => void;
}

const label = (field: string) => field.replace('ExtCustomFieldVarchar', 'Custom text ').replace('ExtCustomFieldBit', 'Custom flag ');

export function NoteForm({ reservation, pending, error, onSubmit, onDirty }: NoteFormProps) {
  const [initialText] = useState(() => Object.fromEntries(['Note', ...VARCHAR_FIELDS].map((f) => [f, (reservation[f] as string | null | undefined) ?? ''])));
  const [initialBits] = useState(() => Object.fromEntries(BIT_FIELDS.map((f) => [f, reservation[f] === true])));
  const [text, setText] = useState<Record<string, string>>(initialText);
  const [bits, setBits] = useState<Record<string, boolean>>(initialBits);
  const [nothing, setNothing] = useState(false);
  const dirty = Object.entries(text).some(([f, value]) => value !== initialText[f]) || Object.entries(bits).some(([f, value]) => value !== initialBits[f]);
  useEffect(() => onDirty?.(dirty), [dirty, onDirty]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const patch: Record<string, string | boolean | null> = {};
    for (const [f, value] of Object.entries(text)) if (value !== initialText[f]) patch[f] = value === '' ? null : value;
    for (const [f, value] of Object.entries(bits)) if (value !== initialBits[f]) patch[f] = value;
    setNothing(Object.keys(patch).length === 0);
    if (Object.keys(patch).length > 0) onSubmit(patch as ReservationPatch);
  };

  return (
    <form aria-label="Note and custom fields" onSubmit={submit} className="space-y-3">
      <h3 className="text-base font-semibold">Note and custom fields</h3>
      {error ? (
        <Alert tone="error" title="The note was not saved">
          {(error as Error).message}
        </Alert>
      ) : null}
      {nothing ? <Alert>Nothing changed yet.</Alert> : null}
      <TextField label="Note" maxLength={TEXT_LIMITS.note} value={text.Note} onChange={(e) => setText((t) => ({ ...t, Note: e.target.value }))} />
      <details>
        <summary className="cursor-pointer text-sm font-medium">Custom fields</summary>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {VARCHAR_FIELDS.map((f) => (
            <TextField key={f} label={label(f)} maxLength={TEXT_LIMITS.customField} value={text[f]} onChange={(e) => setText((t) => ({ ...t, [f]: e.target.value }))} />
          ))}
        </div>
        <div className="mt-2 flex flex-wrap gap-4">
          {BIT_FIELDS.map((f) => (
            <label key={f} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={bits[f]} onChange={(e) => setBits((b) => ({ ...b, [f]: e.target.checked }))} />
              {label(f)}
            </label>
          ))}
        </div>
      </details>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save note and fields'}
        </Button>
      </div>
    </form>
  );
}
