'use client';

import { useTranslations } from 'next-intl';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { Options, SelectField } from '@/components/ui/field';
import type { Ramp } from '@/lib/contracts';
import { toBeforeFrom, type AuditFilters } from './audit-url';
import { DebouncedTextField } from './debounced-text-field';

interface DeletedToolbarProps {
  filters: AuditFilters;
  ramps: Ramp[];
  onChange: (next: Partial<AuditFilters>) => void;
}

/** The audit's filters: days of deletion, the slot's ramp, the carrier and free text (the text ones after a pause). */
export function DeletedToolbar({ filters, ramps, onChange }: DeletedToolbarProps) {
  const t = useTranslations('deleted.toolbar');
  // A ramp in the URL that the list does not know (renamed away, list not loaded) still shows as chosen.
  const listed = filters.rampId === '' || ramps.some((r) => r.Id.toLowerCase() === filters.rampId.toLowerCase());
  return (
    <div
      role="search"
      aria-label={t('name')}
      className="mb-4 grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1.5fr_1fr_1fr]"
    >
      <DebouncedTextField
        label={t('search')}
        type="search"
        placeholder={t('searchPlaceholder')}
        value={filters.q}
        maxLength={100}
        onCommit={(q) => onChange({ q })}
      />
      <SelectField label={t('ramp')} value={filters.rampId} onChange={(e) => onChange({ rampId: e.target.value })}>
        <option value="">{t('allRamps')}</option>
        {listed ? null : <option value={filters.rampId}>{filters.rampId}</option>}
        <Options items={ramps} value={(r) => r.Id} label={(r) => `${r.ShortName} · ${r.ResourceNameLocalized}`} />
      </SelectField>
      <DebouncedTextField
        label={t('carrier')}
        value={filters.carrier}
        maxLength={100}
        onCommit={(carrier) => onChange({ carrier })}
      />
      <DateRangeFields
        from={filters.from}
        to={filters.to}
        labels={{ from: t('from'), to: t('to'), fromHint: t('fromHint'), toBeforeFrom: t('toBeforeFrom') }}
        invalid={toBeforeFrom(filters)}
        onChange={onChange}
      />
    </div>
  );
}
