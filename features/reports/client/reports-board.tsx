'use client';

// /reports: carrier punctuality and dock utilisation for one branch office over a range of its local days, from the
// mirror. The scope lives in the URL (?branch=&from=&to=) so a link shows the same report.
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useState } from 'react';
import { IncompleteMirrorNotice } from '@/features/sync';
import { Alert } from '@/components/ui/alert';
import { useInBrowser } from '@/components/ui/use-in-browser';
import { PageHeader } from '@/components/ui/page-header';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { usePunctualityReport, useReportSettings, useUtilisationReport } from './queries';
import { useReportFormat } from './format-report';
import { PunctualityDrillDialog } from './punctuality-drill';
import { PunctualitySection } from './punctuality-section';
import type { DrillTarget } from './punctuality-table';
import { ReportScopeBar } from './report-scope-bar';
import { ReportSettingsPanel } from './report-settings';
import { useReportScope } from './use-report-scope';
import { UtilisationSection } from './utilisation-section';

interface ReportsBoardProps {
  /** Time zone per branch office id (branchKey), from the admin's settings; others use the browser's zone. */
  branchTimeZones: Record<string, string>;
  isAdmin: boolean;
}

/** Rendered in the browser only: "today" and the browser's zone do not exist on the server. */
export function ReportsBoard(props: ReportsBoardProps) {
  const t = useTranslations('reports');
  return useInBrowser() ? (
    <Board {...props} />
  ) : (
    <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('loading')}</p>
  );
}

function Board({ branchTimeZones, isAdmin }: ReportsBoardProps) {
  const t = useTranslations('reports');
  const f = useReportFormat();
  const errorMessage = useErrorMessage();
  const settings = useReportSettings();
  const [drill, setDrill] = useState<{ target: DrillTarget; title: string } | null>(null);
  const scope = useReportScope(branchTimeZones);
  const { resources, branches, group, branch, range, query } = scope;
  const punctuality = usePunctualityReport(query);
  const utilisation = useUtilisationReport(query);
  const lastSyncAt = punctuality.data
    ? punctuality.data.lastSyncAt
    : utilisation.data
      ? utilisation.data.lastSyncAt
      : undefined;

  return (
    <div className="space-y-8">
      <PageHeader title={t('title')} description={t('description')} />

      {resources.isError ? (
        <Alert tone="error" title={t('branchesError.title')}>
          {t('branchesError.text', { error: errorMessage(resources.error) })}
        </Alert>
      ) : !resources.data ? (
        <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
          {t('loadingBranches')}
        </p>
      ) : branches.length === 0 ? (
        <Alert tone="info" title={t('noBranches.title')}>
          {isAdmin
            ? t.rich('noBranches.admin', {
                link: (chunks) => (
                  <Link href="/admin/connection" className="underline">
                    {chunks}
                  </Link>
                ),
              })
            : t('noBranches.other')}
        </Alert>
      ) : (
        <>
          <ReportScopeBar scope={scope} covered={punctuality.data ?? utilisation.data} />

          {lastSyncAt === null ? (
            <IncompleteMirrorNotice title={t('incomplete.title')} canSync={isAdmin}>
              {t('incomplete.text')}
            </IncompleteMirrorNotice>
          ) : null}

          <PunctualitySection
            punctuality={punctuality}
            query={query}
            isAdmin={isAdmin}
            branchLabel={group!.label}
            range={range}
            lastSyncAt={lastSyncAt}
            onDrill={(target, title) => setDrill({ target, title })}
          />

          <section
            aria-labelledby="utilisation-heading"
            className="space-y-4"
            data-ready={utilisation.data && !utilisation.isPlaceholderData ? 'true' : undefined}
          >
            <div>
              <h2 id="utilisation-heading" className="text-xl font-semibold tracking-tight">
                {t('utilisation.heading')}
              </h2>
              {utilisation.data ? (
                <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
                  {t('utilisation.openHours', {
                    from: utilisation.data.openingHours.from,
                    to: utilisation.data.openingHours.to,
                    allDay:
                      utilisation.data.openingHours.from === '00:00' && utilisation.data.openingHours.to === '24:00'
                        ? 'yes'
                        : 'no',
                  })}
                </p>
              ) : null}
            </div>
            {utilisation.isError && !utilisation.data ? (
              <Alert tone="error" title={t('utilisation.error')}>
                {errorMessage(utilisation.error)}
              </Alert>
            ) : !utilisation.data || !query ? (
              query ? (
                <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
                  {t('utilisation.adding')}
                </p>
              ) : null
            ) : utilisation.data.status.total === 0 ? (
              <Alert tone="info" title={t('noReservations')}>
                {t('utilisation.empty', { branch: group!.label, range: f.dayRange(range.from, range.to) })}
              </Alert>
            ) : (
              <UtilisationSection report={utilisation.data} query={query} />
            )}
          </section>

          <section id="report-settings" aria-labelledby="settings-heading" className="space-y-3 scroll-mt-4">
            <h2 id="settings-heading" className="text-xl font-semibold tracking-tight">
              {t('settings.heading')}
            </h2>
            {settings.isError ? (
              <Alert tone="error" title={t('settings.readError')}>
                {errorMessage(settings.error)}
              </Alert>
            ) : !settings.data ? (
              <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
                {t('settings.loading')}
              </p>
            ) : (
              <ReportSettingsPanel
                settings={settings.data}
                canEdit={isAdmin}
                branch={branch}
                branchLabel={group!.label}
              />
            )}
          </section>

          {drill && query ? (
            <PunctualityDrillDialog
              query={query}
              target={drill.target}
              title={drill.title}
              scheduleBranch={group!.branchOfficeId}
              onClose={() => setDrill(null)}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
