'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageNav } from '@/components/ui/page-nav';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { useOwnZone } from '@/components/ui/use-own-zone';
import { usePagedUrl } from '@/components/ui/use-paged-url';
import { DELETED_PAGE_SIZES, MAX_DELETED_EXPORT, type DeletedReservation } from '../contract';
import { formatNumber } from '@/lib/i18n';
import { deletedExportUrl, useDeletedPage } from './queries';
import { useLiveUpdates, useResources } from '@/lib/queries';
import { auditQuery, hasFilters, NO_FILTERS, readAuditUrl, type AuditFilters } from './audit-url';
import { DeletedPanel } from './deleted-panel';
import { DeletedTable } from './deleted-table';
import { DeletedToolbar } from './deleted-toolbar';

const EMPTY_BOX =
  'rounded-lg border border-dashed border-zinc-300 p-8 text-center text-sm text-zinc-700 dark:border-zinc-700 ' +
  'dark:text-zinc-300';

/** The deleted-reservation audit: filters and page in the URL, one page from the server, a row's detail beside. */
export function DeletedAudit() {
  const t = useTranslations('deleted');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const params = useSearchParams();
  const state = useMemo(() => readAuditUrl(new URLSearchParams(params.toString())), [params]);
  const { filters, page, pageSize } = state;
  // The days of the date filter are the planner's own; so are the times of a row whose branch has no zone configured.
  // Nothing is asked for or linked before the browser's zone is known (null on the server and while hydrating).
  const knownZone = useOwnZone();
  const ownZone = knownZone ?? 'UTC';
  const query = auditQuery(state, ownZone);
  const list = useDeletedPage(query, knownZone !== null);
  // A deletion announced live (webhook, sync, a read) reloads the page shown.
  useLiveUpdates();
  const ramps = useResources();
  const [open, setOpen] = useState<DeletedReservation | null>(null);

  const go = usePagedUrl<AuditFilters>();
  const closePanel = useCallback(() => setOpen(null), []);

  const data = list.data;
  const filtered = hasFilters(filters);

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <div className="flex flex-col items-end gap-1">
            <a
              href={knownZone ? deletedExportUrl(query) : undefined}
              aria-disabled={knownZone ? undefined : true}
              download
              className={
                'inline-flex items-center rounded-md border border-zinc-300 bg-white px-4 py-2 text-sm font-medium ' +
                'text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 ' +
                'focus-visible:outline-indigo-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 ' +
                'dark:hover:bg-zinc-800'
              }
            >
              {t('export')}
            </a>
            {data && data.total > MAX_DELETED_EXPORT ? (
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                {t('exportCapped', {
                  max: formatNumber(MAX_DELETED_EXPORT, locale),
                  total: formatNumber(data.total, locale),
                })}
              </p>
            ) : null}
          </div>
        }
      />
      <DeletedToolbar filters={filters} ramps={ramps.data ?? []} onChange={go} />

      {list.isError ? (
        <Alert tone="error" title={t('loadFailed')}>
          <p>{errorMessage(list.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      ) : !data ? (
        <div className="space-y-2">
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
            {t('loading')}
          </p>
          <div className="h-48 animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800" />
        </div>
      ) : data.rows.length === 0 ? (
        <div className={EMPTY_BOX}>
          {data.total > 0 ? (
            <p>
              {t('pastLast')}{' '}
              <button
                type="button"
                className="font-medium text-indigo-700 underline dark:text-indigo-300"
                onClick={() => go({ page: 0 })}
              >
                {t('firstPage')}
              </button>
            </p>
          ) : filtered ? (
            <p>
              {t('noMatch')}{' '}
              <button
                type="button"
                className="font-medium text-indigo-700 underline dark:text-indigo-300"
                onClick={() => go(NO_FILTERS)}
              >
                {t('clearFilters')}
              </button>
            </p>
          ) : (
            <p>{t('empty')}</p>
          )}
        </div>
      ) : (
        <DeletedTable rows={data.rows} fallbackZone={ownZone} busy={list.isFetching} onOpen={setOpen} />
      )}

      {data && data.rows.length > 0 ? (
        <PageNav
          shown={{ page: data.page, pageSize: data.pageSize, total: data.total, rows: data.rows.length }}
          page={page}
          pageSize={pageSize}
          pageSizes={DELETED_PAGE_SIZES}
          describe={(range) => t('shown', { range, total: data.total })}
          onPage={(next) => go({ page: next })}
          onPageSize={(size) => go({ pageSize: size })}
        />
      ) : null}

      {open ? <DeletedPanel row={open} fallbackZone={ownZone} onClose={closePanel} /> : null}
    </>
  );
}
