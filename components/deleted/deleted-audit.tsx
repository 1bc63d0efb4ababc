'use client';

import { useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { PageNav } from '@/components/ui/page-nav';
import { useOwnZone } from '@/components/ui/use-own-zone';
import { usePagedUrl } from '@/components/ui/use-paged-url';
import { DELETED_PAGE_SIZES, MAX_DELETED_EXPORT, type DeletedReservation } from '@/lib/contracts';
import { deletedExportUrl, useDeletedPage, useLiveUpdates, useResources } from '@/lib/queries';
import { auditQuery, hasFilters, NO_FILTERS, readAuditUrl, type AuditFilters } from './audit-url';
import { DeletedPanel } from './deleted-panel';
import { DeletedTable } from './deleted-table';
import { DeletedToolbar } from './deleted-toolbar';

/** The deleted-reservation audit: filters and page in the URL, one page from the server, a row's detail beside. */
export function DeletedAudit() {
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
        title="Deleted reservations"
        description="Every reservation the service deleted, with its last known detail, newest deletion first."
        actions={
          <div className="flex flex-col items-end gap-1">
            <a
              href={knownZone ? deletedExportUrl(query) : undefined}
              aria-disabled={knownZone ? undefined : true}
              download
              className="inline-flex items-center rounded-md border border-zinc-300 bg-white px-4 py-2 text-sm font-medium text-zinc-800 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800"
            >
              Export CSV
            </a>
            {data && data.total > MAX_DELETED_EXPORT ? (
              <p className="text-xs text-zinc-600 dark:text-zinc-400">
                The file holds the newest {MAX_DELETED_EXPORT.toLocaleString()} of {data.total.toLocaleString()}; narrow the filters for the rest.
              </p>
            ) : null}
          </div>
        }
      />
      <DeletedToolbar filters={filters} ramps={ramps.data ?? []} onChange={go} />

      {list.isError ? (
        <Alert tone="error" title="The deleted reservations could not be loaded">
          <p>{list.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void list.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : !data ? (
        <div className="space-y-2">
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-400">
            Loading deleted reservations…
          </p>
          <div className="h-48 animate-pulse rounded-lg bg-zinc-200 dark:bg-zinc-800" />
        </div>
      ) : data.rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-zinc-300 p-8 text-center text-sm text-zinc-700 dark:border-zinc-700 dark:text-zinc-300">
          {data.total > 0 ? (
            <p>
              This page is past the last one.{' '}
              <button type="button" className="font-medium text-indigo-700 underline dark:text-indigo-300" onClick={() => go({ page: 0 })}>
                Go to the first page
              </button>
            </p>
          ) : filtered ? (
            <p>
              No deleted reservation matches these filters.{' '}
              <button type="button" className="font-medium text-indigo-700 underline dark:text-indigo-300" onClick={() => go(NO_FILTERS)}>
                Clear the filters
              </button>
            </p>
          ) : (
            <p>No deletions recorded yet. Deletions appear here when the service reports them by webhook or the scheduled sync finds them.</p>
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
          describe={(range, total) => `${range} of ${total} deleted reservations`}
          onPage={(next) => go({ page: next })}
          onPageSize={(size) => go({ pageSize: size })}
        />
      ) : null}

      {open ? <DeletedPanel row={open} fallbackZone={ownZone} onClose={closePanel} /> : null}
    </>
  );
}
