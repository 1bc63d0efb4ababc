'use client';

import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageNav } from '@/components/ui/page-nav';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { useOwnZone } from '@/components/ui/use-own-zone';
import { usePagedUrl } from '@/components/ui/use-paged-url';
import { ACTIVITY_PAGE_SIZES } from '../contract';
import { activityExportUrl, useActivityPage } from './queries';
import { useUsers } from '@/features/admin-users';
import { ActivityFiltersBar } from './activity-filters';
import { ActivityTable } from './activity-table';
import {
  activityQuery,
  hasActivityFilters,
  NO_ACTIVITY_FILTERS,
  readActivityUrl,
  type ActivityFilters,
} from './activity-url';

const EMPTY_BOX =
  'rounded-lg border border-dashed border-zinc-300 p-8 text-center text-sm text-zinc-700 dark:border-zinc-700 ' +
  'dark:text-zinc-300';

const LINK =
  'inline-flex items-center rounded-md border border-zinc-300 bg-white px-4 py-2 text-sm font-medium text-zinc-800 ' +
  'hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 ' +
  'dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800';
const INLINE_BUTTON = 'font-medium text-indigo-700 underline dark:text-indigo-300';

/** Admin → Activity: the audit trail, filters and page in the URL, one page from the server, the whole as CSV. */
export function ActivityLog() {
  const t = useTranslations('admin');
  const errorMessage = useErrorMessage();
  const params = useSearchParams();
  const state = useMemo(() => readActivityUrl(new URLSearchParams(params.toString())), [params]);
  const { filters, page, pageSize } = state;
  // Days and times are the admin's own: nothing is asked for or shown before the browser's zone is known.
  const ownZone = useOwnZone();
  const query = activityQuery(state, ownZone ?? 'UTC');
  const list = useActivityPage(query, ownZone !== null);
  const users = useUsers();

  const go = usePagedUrl<ActivityFilters>();

  const data = list.data;
  const filtered = hasActivityFilters(filters);
  // "3 hours ago" as of the answer, so a re-render does not change what a row says.
  const now = list.dataUpdatedAt;

  return (
    <>
      <PageHeader
        title={t('activity.title')}
        description={t('activity.description')}
        actions={
          ownZone ? (
            <a href={activityExportUrl(query)} download className={LINK}>
              {t('activity.export')}
            </a>
          ) : null
        }
      />
      <ActivityFiltersBar filters={filters} users={users.data ?? []} onChange={go} />

      {list.isError ? (
        <Alert tone="error" title={t('activity.loadFailed')}>
          <p>{errorMessage(list.error)}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : !data ? (
        <div className="space-y-2">
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
            {t('activity.loading')}
          </p>
          {[0, 1, 2, 3, 4].map((i) => (
            <div key={i} className="h-10 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
          ))}
        </div>
      ) : data.rows.length === 0 ? (
        <div className={EMPTY_BOX}>
          {data.total > 0 ? (
            <p>
              {t('pastLastPage')}{' '}
              <button type="button" className={INLINE_BUTTON} onClick={() => go({ page: 0 })}>
                {t('firstPage')}
              </button>
            </p>
          ) : filtered ? (
            <p>
              {t('activity.noMatch')}{' '}
              <button type="button" className={INLINE_BUTTON} onClick={() => go(NO_ACTIVITY_FILTERS)}>
                {t('activity.clearFilters')}
              </button>
            </p>
          ) : (
            <p>{t('activity.empty')}</p>
          )}
        </div>
      ) : (
        <ActivityTable rows={data.rows} timeZone={ownZone ?? 'UTC'} now={now} busy={list.isFetching} />
      )}

      {data && data.rows.length > 0 ? (
        <PageNav
          shown={{ page: data.page, pageSize: data.pageSize, total: data.total, rows: data.rows.length }}
          page={page}
          pageSize={pageSize}
          pageSizes={ACTIVITY_PAGE_SIZES}
          describe={(range, total) => t('activity.rows', { range, total })}
          onPage={(next) => go({ page: next })}
          onPageSize={(size) => go({ pageSize: size })}
        />
      ) : null}
    </>
  );
}
