import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { useErrorMessage } from '@/components/ui/use-error-message';
import type { ReportQuery } from '../contract';
import { PunctualityRules } from './counting-rules';
import { DelayChart } from './delay-chart';
import { ExportLinks } from './export-links';
import { useReportFormat } from './format-report';
import { OnTimeTrendChart } from './on-time-trend-chart';
import { PunctualityTable, type DrillTarget } from './punctuality-table';
import type { usePunctualityReport } from './queries';
import type { ReportRange } from './report-range';

interface PunctualitySectionProps {
  punctuality: ReturnType<typeof usePunctualityReport>;
  query: ReportQuery | null;
  isAdmin: boolean;
  branchLabel: string;
  range: ReportRange;
  /** null when the mirror was never synced. */
  lastSyncAt: string | null | undefined;
  onDrill: (target: DrillTarget, title: string) => void;
}

/** Carrier punctuality: the table by carrier, its counting rules, the weekly trend and the delays. */
export function PunctualitySection({
  punctuality,
  query,
  isAdmin,
  branchLabel,
  range,
  lastSyncAt,
  onDrill,
}: PunctualitySectionProps) {
  const t = useTranslations('reports');
  const f = useReportFormat();
  const errorMessage = useErrorMessage();
  return (
    <section
      aria-labelledby="punctuality-heading"
      className="space-y-4"
      data-ready={punctuality.data && !punctuality.isPlaceholderData ? 'true' : undefined}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="punctuality-heading" className="text-xl font-semibold tracking-tight">
            {t('punctuality.heading')}
          </h2>
          {punctuality.data ? (
            <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300" data-testid="tolerance">
              {t('punctuality.tolerance', { minutes: punctuality.data.toleranceMinutes })}{' '}
              {isAdmin ? (
                <a href="#report-settings" className="underline">
                  {t('punctuality.changeTolerance')}
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
        {query ? <ExportLinks kind="punctuality" query={query} /> : null}
      </div>
      {punctuality.isError && !punctuality.data ? (
        <Alert tone="error" title={t('punctuality.error')}>
          {errorMessage(punctuality.error)}
        </Alert>
      ) : !punctuality.data ? (
        query ? (
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            {t('punctuality.counting')}
          </p>
        ) : null
      ) : punctuality.data.totals.reservations === 0 ? (
        <Alert tone="info" title={t('noReservations')}>
          {t('punctuality.empty', {
            branch: branchLabel,
            range: f.dayRange(range.from, range.to),
            neverSynced: lastSyncAt === null ? 'yes' : 'no',
          })}
        </Alert>
      ) : (
        <>
          {punctuality.isError ? (
            <Alert tone="error">{t('punctuality.notUpdated', { error: errorMessage(punctuality.error) })}</Alert>
          ) : null}
          {punctuality.isPlaceholderData ? (
            <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
              {t('punctuality.updating')}
            </p>
          ) : null}
          <PunctualityTable carriers={punctuality.data.carriers} totals={punctuality.data.totals} onDrill={onDrill} />
          <PunctualityRules toleranceMinutes={punctuality.data.toleranceMinutes} />
          <div className="grid gap-4 xl:grid-cols-2">
            <OnTimeTrendChart weeks={punctuality.data.weeks} />
            <DelayChart delays={punctuality.data.delays} toleranceMinutes={punctuality.data.toleranceMinutes} />
          </div>
        </>
      )}
    </section>
  );
}
