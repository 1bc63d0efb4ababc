'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TimeZoneCombobox } from '@/components/ui/time-zone-combobox';
import { useOwnZone } from '@/components/ui/use-own-zone';
import { branchKey, keyZonesByBranch, nameBranch, type ServiceBranchOffice } from '@/lib/contracts';
import { LOCALE_FORMATS } from '@/lib/i18n';

const AMBER_BADGE = 'rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-950 dark:bg-amber-900 dark:text-amber-50';

interface BranchTimeZonesProps {
  /** The branch offices the service lists; null while they are not known (not saved yet, loading, unreadable). */
  offices: ServiceBranchOffice[] | null;
  zones: Record<string, string>;
  onChange: (zones: Record<string, string>) => void;
  /** Save problems by field path (branchTimeZones.<id>). */
  errors: Record<string, string>;
}

interface BranchRow {
  id: string;
  label: string;
  ramps: string[];
  /** False: a zone saved for a branch office the service no longer lists. */
  listed: boolean;
}

/** Each branch office the service lists, named by its ramps, with its time zone picked from a list. */
export function BranchTimeZones({ offices, zones, onChange, errors }: BranchTimeZonesProps) {
  const t = useTranslations('admin.branches');
  // Null until the browser is known (server render, hydration): no "use my zone" until then.
  const ownZone = useOwnZone();
  // Every id as branchKey() makes it, so a zone saved under another casing still shows on its branch office.
  const keyed = useMemo(() => keyZonesByBranch(zones), [zones]);
  const rows = useMemo<BranchRow[]>(() => {
    const listed = (offices ?? [])
      .filter((o) => o.id !== '')
      .map((o) => ({
        id: branchKey(o.id),
        label: nameBranch(o.ramps, o.id),
        ramps: o.ramps.map((r) => r.ResourceNameLocalized || r.ResourceName),
        listed: true,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
    const known = new Set(listed.map((r) => r.id));
    const orphans = Object.keys(keyed)
      .filter((id) => !known.has(id))
      .map((id) => ({ id, label: t('unlistedName', { id: id.slice(0, 8) }), ramps: [], listed: offices === null }));
    return [...listed, ...orphans];
  }, [offices, keyed, t]);
  const unassigned = offices?.find((o) => o.id === '');
  const setZone = (id: string, zone: string | null) => {
    const next = { ...keyed };
    if (zone) next[id] = zone;
    else delete next[id];
    onChange(next);
  };

  return (
    <>
      {errors.branchTimeZones ? (
        <p className="text-sm text-red-700 dark:text-red-400">{t('zonesError', { error: errors.branchTimeZones })}</p>
      ) : null}
      {offices?.length === 0 ? <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('noRamps')}</p> : null}
      <ul className="space-y-3">
        {rows.map((row) => (
          <BranchZoneRow
            key={row.id}
            row={row}
            zone={keyed[row.id] ?? null}
            ownZone={ownZone}
            error={errors[`branchTimeZones.${row.id}`]}
            onZone={(zone) => setZone(row.id, zone)}
          />
        ))}
      </ul>
      {unassigned ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('unassigned', {
            ramps: unassigned.ramps.map((r) => r.ResourceNameLocalized || r.ResourceName).join(', '),
          })}
        </p>
      ) : null}
    </>
  );
}

function BranchZoneRow({
  row,
  zone,
  ownZone,
  error,
  onZone,
}: {
  row: BranchRow;
  zone: string | null;
  ownZone: string | null;
  error?: string;
  onZone: (zone: string | null) => void;
}) {
  const t = useTranslations('admin.branches');
  const previewId = useId();
  return (
    <li
      aria-label={t('branch', { name: row.label })}
      className="space-y-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-700"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          {row.label}
          <span className="ml-2 font-mono text-xs font-normal text-zinc-600 dark:text-zinc-400">{row.id}</span>
        </p>
        {zone ? null : <span className={AMBER_BADGE}>{t('noZone')}</span>}
      </div>
      {row.ramps.length > 0 ? (
        <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('ramps', { ramps: row.ramps.join(', ') })}</p>
      ) : null}
      {row.listed ? null : <p className="text-sm text-amber-800 dark:text-amber-300">{t('unlisted')}</p>}
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-64 flex-1">
          <TimeZoneCombobox
            label={t('zoneOf', { name: row.label })}
            value={zone}
            onChange={onZone}
            suggested={ownZone ?? undefined}
            error={error}
            describedBy={zone ? previewId : undefined}
          />
        </div>
        {ownZone && zone !== ownZone ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onZone(ownZone)}
            aria-label={t('useMineFor', { zone: ownZone, name: row.label })}
          >
            {t('useMine', { zone: ownZone })}
          </Button>
        ) : null}
        {zone ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onZone(null)}
            aria-label={row.listed ? t('clearFor', { name: row.label }) : t('removeFor', { name: row.label })}
          >
            {row.listed ? t('clear') : t('remove')}
          </Button>
        ) : null}
      </div>
      {zone ? <LocalTimePreview id={previewId} zone={zone} /> : null}
    </li>
  );
}

/** The local time now in a zone, refreshed each half minute, so the admin sees the zone is the right one. */
function LocalTimePreview({ id, zone }: { id: string; zone: string }) {
  const t = useTranslations('admin.branches');
  const locale = useLocale();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  // With the zone's abbreviation (CET, CST), so the admin sees it is the zone they meant.
  const text = new Intl.DateTimeFormat(LOCALE_FORMATS[locale].intl, {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(now);
  return (
    <p id={id} className="text-sm text-zinc-700 dark:text-zinc-300">
      {t.rich('localTime', { time: () => <time dateTime={new Date(now).toISOString()}>{text}</time> })}
    </p>
  );
}
