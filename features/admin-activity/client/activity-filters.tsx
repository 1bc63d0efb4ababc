'use client';

import { useTranslations } from 'next-intl';
import { DateRangeFields } from '@/components/ui/date-range-fields';
import { Options, SelectField } from '@/components/ui/field';
import { ACTIVITY_KINDS, SYSTEM_ACTOR } from '../contract';
import { personLabel, type PublicUser } from '@/lib/contracts';
import { activityToBeforeFrom, type ActivityFilters } from './activity-url';

interface ActivityFiltersProps {
  filters: ActivityFilters;
  users: PublicUser[];
  onChange: (next: Partial<ActivityFilters>) => void;
}

/** The trail's filters: who, which kind of change, and the days it happened on (the admin's own clock). */
export function ActivityFiltersBar({ filters, users, onChange }: ActivityFiltersProps) {
  const t = useTranslations('admin.activity');
  const kinds = useTranslations('activity.kinds');
  // A person in the URL whom the list does not (yet) know still shows as chosen.
  const listed = filters.actor === '' || filters.actor === SYSTEM_ACTOR || users.some((u) => u.id === filters.actor);
  return (
    <div role="search" aria-label={t('filters')} className="mb-4 grid items-start gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField label={t('person')} value={filters.actor} onChange={(e) => onChange({ actor: e.target.value })}>
        <option value="">{t('everyone')}</option>
        <option value={SYSTEM_ACTOR}>{t('system')}</option>
        {listed ? null : <option value={filters.actor}>{filters.actor}</option>}
        <Options items={users} value={(u) => u.id} label={personLabel} />
      </SelectField>
      <SelectField
        label={t('kind')}
        value={filters.kind}
        onChange={(e) => onChange({ kind: e.target.value as ActivityFilters['kind'] })}
      >
        <option value="">{t('allKinds')}</option>
        <Options items={ACTIVITY_KINDS} value={(k) => k} label={(k) => kinds(k)} />
      </SelectField>
      <DateRangeFields
        from={filters.from}
        to={filters.to}
        labels={{ from: t('from'), to: t('to'), fromHint: t('fromHint'), toBeforeFrom: t('toBeforeFrom') }}
        invalid={activityToBeforeFrom(filters)}
        onChange={onChange}
      />
    </div>
  );
}
