'use client';

import { useMessages, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { describeError } from '@/lib/i18n';

/**
 * The one way a component says what went wrong: `const errorMessage = useErrorMessage()`, then
 * `errorMessage(query.error)` or `errorMessage(caught)`. A failed call to our API is an AppError (lib/api-client);
 * its code is put in the reader's language (messages: errors.codes.<code>, or errors.reasons.<reason> when the
 * server's details name a reason we have words for). Never show `error.message`: that is the server's log text.
 */
export function useErrorMessage(): (error: unknown) => string {
  const t = useTranslations('errors');
  const reasons = useMessages().errors.reasons;
  return useCallback(
    (error: unknown) => {
      const { code, reason, values } = describeError(error);
      if (reason && Object.hasOwn(reasons, reason)) return t(`reasons.${reason as keyof typeof reasons}`, values);
      return t(`codes.${code}`, values);
    },
    [t, reasons],
  );
}
