'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { formatInZone } from '@/lib/i18n';
import type { useReservationRange, useResources } from '@/lib/queries';
import { formatLocalStamp } from '@/lib/time';
import type { useSlotChanges } from './use-slot-changes';

interface ScheduleAlertsProps {
  changes: Pick<ReturnType<typeof useSlotChanges>, 'message' | 'undo' | 'busy'>;
  range: ReturnType<typeof useReservationRange>;
  resources: ReturnType<typeof useResources>;
  timeZone: string;
}

/** The messages above the grid: the last save, a range the mirror answered, and reads that failed. */
export function ScheduleAlerts({ changes, range, resources, timeZone }: ScheduleAlertsProps) {
  const t = useTranslations('schedule.board');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const stale = range.data?.stale;
  return (
    <>
      {changes.message ? (
        <Alert tone={changes.message.tone} title={changes.message.title}>
          <span>{changes.message.text}</span>
          {changes.message.undo ? (
            <Button size="sm" variant="secondary" className="ml-3" onClick={changes.undo} disabled={changes.busy}>
              {t('undoMove')}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {stale ? (
        <Alert tone="warning" title={t('staleTitle')}>
          {t('staleText', {
            reason: stale.message,
            day: stale.since ? formatLocalStamp(Date.parse(stale.since), timeZone, locale, 'day') : 'none',
            time: stale.since ? formatInZone(stale.since, timeZone, locale, 'time') : 'none',
          })}{' '}
          <Button size="sm" variant="secondary" onClick={() => void range.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : null}
      {range.isError ? (
        <Alert tone="error" title={t('loadFailed')}>
          {errorMessage(range.error)}{' '}
          {t('loadFailedText', {
            shown: range.data && !range.isPlaceholderData ? (range.data.partial ? 'partial' : 'earlier') : 'nothing',
            count: range.data?.reservations.length ?? 0,
            time: formatInZone(range.dataUpdatedAt, timeZone, locale, 'time'),
          })}{' '}
          <Button size="sm" variant="secondary" onClick={() => void range.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
      {resources.isError ? (
        <Alert tone="error" title={t('rampsFailed')}>
          {errorMessage(resources.error)} {t('rampsFailedText')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void resources.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : null}
    </>
  );
}
