'use client';

import { Options, SelectField, TextField } from '@/components/ui/field';
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, personLabel, SYSTEM_ACTOR, type PublicUser } from '@/lib/contracts';
import { activityToBeforeFrom, type ActivityFilters } from './activity-url';

interface ActivityFiltersProps {
  filters: ActivityFilters;
  users: PublicUser[];
  onChange: (next: Partial<ActivityFilters>) => void;
}

/** The trail's filters: who, which kind of change, and the days it happened on (the admin's own clock). */
export function ActivityFiltersBar({ filters, users, onChange }: ActivityFiltersProps) {
  // A person in the URL whom the list does not (yet) know still shows as chosen.
  const listed = filters.actor === '' || filters.actor === SYSTEM_ACTOR || users.some((u) => u.id === filters.actor);
  return (
    <div role="search" aria-label="Filter activity" className="mb-4 grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField label="Person" value={filters.actor} onChange={(e) => onChange({ actor: e.target.value })}>
        <option value="">Everyone</option>
        <option value={SYSTEM_ACTOR}>System (Slotboard itself)</option>
        {listed ? null : <option value={filters.actor}>{filters.actor}</option>}
        <Options items={users} value={(u) => u.id} label={personLabel} />
      </SelectField>
      <SelectField label="Kind" value={filters.kind} onChange={(e) => onChange({ kind: e.target.value as ActivityFilters['kind'] })}>
        <option value="">All kinds</option>
        <Options items={ACTIVITY_KINDS} value={(k) => k} label={(k) => ACTIVITY_KIND_LABELS[k]} />
      </SelectField>
      <TextField label="From" type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange({ from: e.target.value })} hint="Days in your own time zone" />
      <TextField
        label="To"
        type="date"
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
        error={activityToBeforeFrom(filters) ? 'must not be before "From"' : undefined}
      />
    </div>
  );
}
