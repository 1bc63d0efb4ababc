'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { AppError } from '@/lib/errors';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Why a save was refused, in the reader's language: useErrorMessage's sentence for the error's code, then what the
 * details add: the reservation a slot clashes with ("It clashes with reservation R-2."), else the service's own
 * sentence or the first reason it gave for a field ("Details: The slot … is outside the opening hours …", in the
 * service's own words).
 */
export function useRefusalText(): (error: unknown) => string {
  const t = useTranslations('schedule.refusal');
  const errorMessage = useErrorMessage();
  return useCallback(
    (error: unknown) => {
      const parts = [errorMessage(error)];
      const details = error instanceof AppError ? error.details : undefined;
      const clash =
        isRecord(details) && isRecord(details.conflictingReservation) ? details.conflictingReservation : null;
      const number = clash
        ? [clash.ReservationNumber, clash.Id].find((v): v is string => typeof v === 'string' && v !== '')
        : undefined;
      const issues: unknown[] = Array.isArray(details)
        ? details
        : isRecord(details) && Array.isArray(details.fields)
          ? details.fields
          : [];
      // The service's own sentence says most (which reservation holds an order); else its first field's reason.
      const said = isRecord(details) && typeof details.serviceMessage === 'string' ? details.serviceMessage : '';
      const reason = [said, ...issues.map((i) => (isRecord(i) && typeof i.message === 'string' ? i.message : ''))]
        .map((m) => m.trim().replace(/\.$/, ''))
        .find(Boolean);
      if (number) parts.push(t('clash', { number }));
      else if (reason) parts.push(t('details', { reason }));
      return parts.join(' ');
    },
    [t, errorMessage],
  );
}
