'use client';

import { Options, SelectField, TextField } from '@/components/ui/field';
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
  // A ramp in the URL that the list does not know (renamed away, list not loaded) still shows as chosen.
  const listed = filters.rampId === '' || ramps.some((r) => r.Id.toLowerCase() === filters.rampId.toLowerCase());
  return (
    <div role="search" aria-label="Filter deleted reservations" className="mb-4 grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1.5fr_1fr_1fr]">
      <DebouncedTextField label="Search" type="search" placeholder="Number, plate, driver, order, supplier, note" value={filters.q} maxLength={100} onCommit={(q) => onChange({ q })} />
      <SelectField label="Ramp" value={filters.rampId} onChange={(e) => onChange({ rampId: e.target.value })}>
        <option value="">All ramps</option>
        {listed ? null : <option value={filters.rampId}>{filters.rampId}</option>}
        <Options items={ramps} value={(r) => r.Id} label={(r) => `${r.ShortName} · ${r.ResourceNameLocalized}`} />
      </SelectField>
      <DebouncedTextField label="Carrier" value={filters.carrier} maxLength={100} onCommit={(carrier) => onChange({ carrier })} />
      <TextField label="Deleted from" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} hint="Days in your own time zone" />
      <TextField
        label="Deleted to"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
        error={toBeforeFrom(filters) ? 'must not be before "Deleted from"' : undefined}
      />
    </div>
  );
}
