// How the reports write their figures, in the reader's language: shares as whole percentages ("81%", "81 %"),
// counts grouped ("1,234", "1 234"), minutes signed where they are a delay, days as planners say them. A figure that
// has nothing to be taken over is an en dash, never a 0 that is not there.
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { Locale } from '@/lib/contracts';
import { formatNumber, LOCALE_FORMATS } from '@/lib/i18n';

export const NONE = '–';

export const dayCount = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** A whole hour of the day as the language writes a time: "06:00" / "6:00" (24:00 too, the end of the last hour). */
const hourLabelIn =
  (locale: Locale) =>
  (hour: number): string =>
    LOCALE_FORMATS[locale].patterns.time.startsWith('HH') ? `${pad2(hour)}:00` : `${hour}:00`;

/** The report's formats in the current language; one object per language, for every component of the page. */
export function useReportFormat() {
  const locale = useLocale();
  const t = useTranslations('reports');
  return useMemo(() => {
    const { intl } = LOCALE_FORMATS[locale];
    // A calendar day (YYYY-MM-DD, no zone of its own) as the language writes it: "3 Nov 2026" / "3. 11. 2026".
    const dayFormat = new Intl.DateTimeFormat(intl, {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    const shortDayFormat = new Intl.DateTimeFormat(intl, { timeZone: 'UTC', day: 'numeric', month: 'short' });
    const dayOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
    const count = (n: number): string => formatNumber(n, locale);
    const share = (value: number | null | undefined): string =>
      value === null || value === undefined
        ? NONE
        : formatNumber(value, locale, { style: 'percent', maximumFractionDigits: 0 });
    /** A length of time: "45 min", "1 h 05 min". */
    const minutes = (value: number | null): string => {
      if (value === null) return NONE;
      const rounded = Math.round(value);
      if (rounded < 60) return t('format.minutes', { minutes: count(rounded) });
      return t('format.hoursMinutes', { hours: count(Math.floor(rounded / 60)), minutes: pad2(rounded % 60) });
    };
    /** A delay: "+12 min" late, "−3 min" early, "0 min". */
    const delay = (value: number | null): string => {
      if (value === null) return NONE;
      const rounded = Math.round(value);
      const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
      return `${sign}${minutes(Math.abs(rounded))}`;
    };
    /** Minutes on an axis or in a bucket: "−60", "30". */
    const signed = (n: number): string => (n < 0 ? `−${count(-n)}` : count(n));
    const hour = hourLabelIn(locale);
    const day = (d: string): string => dayFormat.format(dayOf(d));
    const shortDay = (d: string): string => shortDayFormat.format(dayOf(d));
    return {
      locale,
      count,
      share,
      minutes,
      delay,
      signed,
      hour,
      /** "06:00–07:00". */
      hourSpan: (h: number): string => `${hour(h)}–${hour(h + 1)}`,
      day,
      shortDay,
      /** "3 Nov – 30 Nov 2026", or one day. */
      dayRange: (from: string, to: string): string =>
        from === to ? day(from) : `${from.slice(0, 4) === to.slice(0, 4) ? shortDay(from) : day(from)} – ${day(to)}`,
      /** A delay bucket: "under −60 min", "−60 to −50 min", "120 min or more". */
      bucket: (from: number | null, to: number | null): string =>
        from === null
          ? t('format.under', { minutes: signed(to ?? 0) })
          : to === null
            ? t('format.orMore', { minutes: signed(from) })
            : t('format.between', { from: signed(from), to: signed(to) }),
      carrier: (carrier: string): string => carrier || t('names.noCarrier'),
    };
  }, [locale, t]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
