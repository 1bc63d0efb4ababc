'use client';

// The note and custom fields, written through the OData Patch route: only the fields the planner changed are sent.
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox, TextField } from '@/components/ui/field';
import { BIT_FIELDS, TEXT_LIMITS, VARCHAR_FIELDS, type Reservation, type ReservationPatch } from '@/lib/contracts';
import { useReservationFields } from './reservation-details';
import { useRefusalText } from './use-refusal-text';

interface NoteFormProps {
  reservation: Reservation;
  pending: boolean;
  error: unknown;
  onSubmit: (patch: ReservationPatch) => void;
  onDirty?: (dirty: boolean) => void;
}

export function NoteForm({ reservation, pending, error, onSubmit, onDirty }: NoteFormProps) {
  const t = useTranslations('schedule.noteForm');
  const common = useTranslations('common');
  const refusalText = useRefusalText();
  // The zone only matters for times, which these fields are not.
  const { name: label } = useReservationFields('UTC');
  const [initialText] = useState(() =>
    Object.fromEntries(
      ['Note', ...VARCHAR_FIELDS].map((f) => [f, (reservation[f] as string | null | undefined) ?? '']),
    ),
  );
  const [initialBits] = useState(() => Object.fromEntries(BIT_FIELDS.map((f) => [f, reservation[f] === true])));
  const [text, setText] = useState<Record<string, string>>(initialText);
  const [bits, setBits] = useState<Record<string, boolean>>(initialBits);
  const [nothing, setNothing] = useState(false);
  const dirty =
    Object.entries(text).some(([f, value]) => value !== initialText[f]) ||
    Object.entries(bits).some(([f, value]) => value !== initialBits[f]);
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
    <form aria-label={t('title')} onSubmit={submit} className="space-y-3">
      <h3 className="text-base font-semibold">{t('title')}</h3>
      {error ? (
        <Alert tone="error" title={t('notSaved')}>
          {refusalText(error)}
        </Alert>
      ) : null}
      {nothing ? <Alert>{t('nothingChanged')}</Alert> : null}
      <TextField
        label={label('Note')}
        maxLength={TEXT_LIMITS.note}
        value={text.Note}
        onChange={(e) => setText((t) => ({ ...t, Note: e.target.value }))}
      />
      <details>
        <summary className="cursor-pointer text-sm font-medium">{t('customFields')}</summary>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {VARCHAR_FIELDS.map((f) => (
            <TextField
              key={f}
              label={label(f)}
              maxLength={TEXT_LIMITS.customField}
              value={text[f]}
              onChange={(e) => setText((t) => ({ ...t, [f]: e.target.value }))}
            />
          ))}
        </div>
        <div className="mt-2 flex flex-wrap gap-4">
          {BIT_FIELDS.map((f) => (
            <label key={f} className="flex items-center gap-2 text-sm">
              <Checkbox checked={bits[f]} onChange={(e) => setBits((b) => ({ ...b, [f]: e.target.checked }))} />
              {label(f)}
            </label>
          ))}
        </div>
      </details>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? common('saving') : t('save')}
        </Button>
      </div>
    </form>
  );
}
