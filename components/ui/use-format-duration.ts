'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

const MINUTE = 60_000;

/** How a length of time reads in the reader's language: "1 h 05 min", "12 min", "under a minute" (sign ignored). */
export function useFormatDuration(): (ms: number) => string {
  const t = useTranslations('common');
  return useCallback(
    (ms: number) => {
      const total = Math.floor(Math.abs(ms) / MINUTE);
      const hours = Math.floor(total / 60);
      const minutes = total % 60;
      return t('duration', {
        length: total < 1 ? 'under' : hours > 0 ? 'hours' : 'minutes',
        hours: String(hours),
        minutes: hours > 0 ? String(minutes).padStart(2, '0') : String(minutes),
      });
    },
    [t],
  );
}
