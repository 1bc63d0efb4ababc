'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import type { Environment, ServiceUnit, UnitOption } from '@/lib/contracts';
import { AddUnitById, same } from './add-unit-by-id';

interface UnitPickerProps {
  environment: Environment;
  /** The saved connection's address, which some failures name. */
  baseUrl: string;
  /**
   * The service's units; null when it has no Unit set; undefined while not known (not saved yet, loading, unreadable).
   */
  serviceUnits: ServiceUnit[] | null | undefined;
  units: UnitOption[];
  onChange: (units: UnitOption[]) => void;
  /** Save problems by field path (units.<index>.<field>). */
  errors: Record<string, string>;
  /** Whether the connection is saved, so the service can be asked about an id. */
  canCheck: boolean;
}

/** The units planners book in: ticked from the service's list and named, or added by id when it has no list. */
export function UnitPicker({ environment, baseUrl, serviceUnits, units, onChange, errors, canCheck }: UnitPickerProps) {
  const t = useTranslations('admin');
  const offered = serviceUnits ?? [];
  const others = units.filter((u) => !offered.some((s) => same(s.id, u.id)));
  const errorOf = (id: string, field: 'id' | 'name') =>
    errors[`units.${units.findIndex((u) => same(u.id, id))}.${field}`];
  // A row has one field: its name's problem, else its id's (a unit picked from the service can still be refused by id).
  const rowError = (id: string) => {
    const idError = errorOf(id, 'id');
    return errorOf(id, 'name') ?? (idError ? t('fieldError', { label: t('units.id'), message: idError }) : undefined);
  };
  const rename = (id: string, name: string) => onChange(units.map((u) => (same(u.id, id) ? { ...u, name } : u)));

  return (
    <div className="space-y-3">
      {errors.units ? (
        <p className="text-sm text-red-700 dark:text-red-400">{t('units.unitsError', { error: errors.units })}</p>
      ) : null}
      {serviceUnits === null ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('units.noList')}</p> : null}
      {serviceUnits?.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('units.noneListed')}</p>
      ) : null}
      {offered.length > 0 ? (
        <ul aria-label={t('units.offered')} className="space-y-2">
          {offered.map((unit) => (
            <ServiceUnitRow
              key={unit.id}
              unit={unit}
              chosen={units.find((u) => same(u.id, unit.id)) ?? null}
              error={rowError(unit.id)}
              onChoose={(name) =>
                onChange(name === null ? units.filter((u) => !same(u.id, unit.id)) : [...units, { id: unit.id, name }])
              }
              onRename={(name) => rename(unit.id, name)}
            />
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <ul aria-label={serviceUnits ? t('units.notInList') : t('connection.units')} className="space-y-2">
          {others.map((unit) => (
            <li key={unit.id} className="flex flex-wrap items-end gap-2">
              <div className="min-w-56 flex-1">
                <TextField
                  label={t('units.nameOf', { id: unit.id.slice(0, 8) })}
                  value={unit.name}
                  onChange={(e) => rename(unit.id, e.target.value)}
                  error={rowError(unit.id)}
                  hint={t('units.idHint', { id: unit.id })}
                />
              </div>
              {serviceUnits ? (
                <p className="text-sm text-amber-800 dark:text-amber-300">{t('units.notInServiceList')}</p>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(units.filter((u) => u !== unit))}
                aria-label={t('units.removeUnit', { name: unit.name || unit.id })}
              >
                {t('units.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <AddUnitById
        environment={environment}
        baseUrl={baseUrl}
        units={units}
        canCheck={canCheck}
        onAdd={(unit) => onChange([...units, unit])}
      />
    </div>
  );
}

function ServiceUnitRow({
  unit,
  chosen,
  error,
  onChoose,
  onRename,
}: {
  unit: ServiceUnit;
  chosen: UnitOption | null;
  error?: string;
  onChoose: (name: string | null) => void;
  onRename: (name: string) => void;
}) {
  const t = useTranslations('admin.units');
  // The name typed, kept while the unit is not ticked, so unticking and ticking again keeps a custom name.
  const [draft, setDraft] = useState(chosen?.name ?? unit.name);
  return (
    <li className="flex flex-wrap items-end gap-3">
      <label className="flex w-72 shrink-0 items-center gap-2 pb-2 text-sm">
        <input
          type="checkbox"
          checked={!!chosen}
          onChange={(e) => onChoose(e.target.checked ? draft.trim() || unit.name : null)}
        />
        {unit.name ? t('offer', { name: unit.name }) : t('offerUnnamed')}
        {unit.minutesPerUnit ? (
          <span className="text-xs text-zinc-600 dark:text-zinc-400">
            {t('minutesEach', { minutes: unit.minutesPerUnit })}
          </span>
        ) : null}
      </label>
      <div className="min-w-56 flex-1">
        <TextField
          label={t('nameShownFor', { name: unit.name || unit.id })}
          value={chosen ? chosen.name : draft}
          onChange={(e) => {
            setDraft(e.target.value);
            if (chosen) onRename(e.target.value);
          }}
          error={error}
          hint={chosen ? undefined : t('usedOnceTicked')}
        />
      </div>
    </li>
  );
}
