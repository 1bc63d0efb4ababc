'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { AppError } from '@/lib/errors';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What went wrong reaching the reservation service, in the admin's language, from the reason lib/upstream names
 * (messages: admin.connection.failure.<reason>): `reason` for a step of "Test connection" (null when there are no
 * words for it), `error` for a failed read of what the service offers (its ramps, its units), any other error as
 * useErrorMessage says it. `baseUrl` is the saved connection's address, which some reasons name.
 */
export function useServiceFailure() {
  const t = useTranslations('admin.connection');
  const failures = useMessages().admin.connection.failure;
  const errorMessage = useErrorMessage();
  const reason = useCallback(
    (why: string | null, baseUrl: string) =>
      why && Object.hasOwn(failures, why) ? t(`failure.${why as keyof typeof failures}`, { baseUrl }) : null,
    [t, failures],
  );
  const error = useCallback(
    (caught: unknown, baseUrl: string) => {
      const details = caught instanceof AppError && isRecord(caught.details) ? caught.details : {};
      const failure = reason(typeof details.reason === 'string' ? details.reason : null, baseUrl);
      return failure && (details.what === 'ramps' || details.what === 'units')
        ? t('readFailed', { what: details.what, failure })
        : errorMessage(caught);
    },
    [reason, t, errorMessage],
  );
  return { reason, error };
}
