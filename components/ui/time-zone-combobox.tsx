'use client';

import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';

/** Every IANA zone the browser knows, and UTC (which some browsers leave out of the list). */
function listTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

// "new york", "new_york" and "New_York" all find America/New_York.
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

interface TimeZoneComboboxProps {
  label: string;
  value: string | null;
  onChange: (zone: string) => void;
  /** Offered first when nothing is typed (the browser's own zone). */
  suggested?: string;
  error?: string;
  /** Ids of other text that describes the field (the local time preview). */
  describedBy?: string;
}

/** A searchable list of IANA time zones: type part of a name, pick with the arrow keys and Enter. */
const INPUT =
  'block w-full rounded-md border border-zinc-300 bg-white py-2 pl-3 pr-9 text-sm ' +
  'text-zinc-900 placeholder:text-zinc-500 aria-[invalid=true]:border-red-600 ' +
  'dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

const OPTIONS =
  'z-50 max-h-64 w-(--input-width) overflow-y-auto rounded-md border ' +
  'border-zinc-300 bg-white py-1 text-sm shadow-lg empty:invisible ' +
  'dark:border-zinc-700 dark:bg-zinc-900';

const OPTION =
  'cursor-default px-3 py-1.5 text-zinc-900 data-focus:bg-indigo-600 ' +
  'data-focus:text-white data-selected:font-semibold dark:text-zinc-100';

export function TimeZoneCombobox({ label, value, onChange, suggested, error, describedBy }: TimeZoneComboboxProps) {
  const t = useTranslations('timeZone');
  const zones = useMemo(() => listTimeZones(), []);
  const errorId = useId();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => {
    const needle = normalise(query);
    if (!needle)
      return suggested && zones.includes(suggested) ? [suggested, ...zones.filter((z) => z !== suggested)] : zones;
    return zones.filter((z) => normalise(z).includes(needle));
  }, [query, zones, suggested]);

  return (
    <Field className="space-y-1">
      <Label className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">{label}</Label>
      <Combobox
        value={value}
        onChange={(zone: string | null) => zone && onChange(zone)}
        onClose={() => setQuery('')}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            className={INPUT}
            displayValue={(zone: string | null) => zone ?? ''}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('placeholder')}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={[describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined}
          />
          <ComboboxButton
            className="absolute inset-y-0 right-0 px-2 text-zinc-600 dark:text-zinc-300"
            aria-label={t('showAll', { label })}
          >
            <span aria-hidden="true">▾</span>
          </ComboboxButton>
        </div>
        <ComboboxOptions anchor="bottom start" className={OPTIONS}>
          {shown.map((zone) => (
            <ComboboxOption key={zone} value={zone} className={OPTION}>
              {zone}
              {zone === suggested ? <span className="ml-2 text-xs opacity-80">{t('yourZone')}</span> : null}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      {shown.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('noMatch', { query })}</p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </Field>
  );
}
