'use client';

// The change history Slotboard's copy of the service's data has recorded for one reservation.
import { useLocale, useTranslations } from 'next-intl';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { useReservationHistory } from '@/lib/queries';
import type { HistoryEntry } from '@/lib/contracts';
import { formatLocalStamp } from '@/lib/time';
import { useReservationFields } from './reservation-details';

export function ReservationHistory({ id, timeZone }: { id: string; timeZone: string }) {
  const t = useTranslations('schedule.history');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const { name, show } = useReservationFields(timeZone);
  const history = useReservationHistory(id);
  const when = (iso: string) => formatLocalStamp(Date.parse(iso), timeZone, locale, 'dayTime');
  const headline = (e: HistoryEntry) =>
    t('headline', { action: e.action, source: e.source, actor: e.actor ?? 'none', event: e.event || 'none' });
  return (
    <section aria-label={t('label')} className="space-y-2 text-sm">
      <h3 className="text-base font-semibold">{t('label')}</h3>
      {history.isPending ? (
        <p className="text-zinc-600 dark:text-zinc-400">{t('loading')}</p>
      ) : history.isError ? (
        <p role="alert">{t('loadFailed', { error: errorMessage(history.error) })}</p>
      ) : history.data.entries.length === 0 ? (
        <p className="text-zinc-700 dark:text-zinc-300">
          {history.data.knownSince ? t('noChange', { since: when(history.data.knownSince) }) : t('notStored')}
        </p>
      ) : (
        <ol className="space-y-2">
          {history.data.entries.map((e, i) => (
            <li key={`${e.at}:${i}`} className="rounded-md border border-zinc-200 px-3 py-2 dark:border-zinc-700">
              <p>
                <span className="font-medium">{headline(e)}</span> · <time dateTime={e.at}>{when(e.at)}</time>
              </p>
              {e.changes.length > 0 ? (
                <ul className="mt-1 space-y-0.5 text-zinc-700 dark:text-zinc-300">
                  {e.changes.map((c) => (
                    <li key={c.field}>
                      {name(c.field)}: {show(c.field, c.before)} → {show(c.field, c.after)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
