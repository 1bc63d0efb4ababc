'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Options } from '@/components/ui/field';
import { PageHeader } from '@/components/ui/page-header';
import { DELETED_PAGE_SIZES, MAX_DELETED_EXPORT, type DeletedReservation } from '@/lib/contracts';
import { deletedExportUrl, useDeletedPage, useLiveUpdates, useResources } from '@/lib/queries';
import { auditQuery, hasFilters, NO_FILTERS, readAuditUrl, type AuditFilters } from './audit-url';
import { DeletedPanel } from './deleted-panel';
import { DeletedTable } from './deleted-table';
import { DeletedToolbar } from './deleted-toolbar';

/** The deleted-reservation audit: filters and page in the URL, one page from the server, a row's detail beside. */
export function DeletedAudit() {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const state = useMemo(() => readAuditUrl(new URLSearchParams(params.toString())), [params]);
  const { filters, page, pageSize } = state;
  // The days of the date filter are the planner's own; so are the times of a row whose branch has no zone configured.
  // Never rendered before the list arrives (in the browser), so the server's zone cannot leak into the page.
  const ownZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const query = auditQuery(state, ownZone);
  const list = useDeletedPage(query);
  // A deletion announced live (webhook, sync, a read) reloads the page shown.
  useLiveUpdates();
  const ramps = useResources();
  const [open, setOpen] = useState<DeletedReservation | null>(null);

  const go = useCallback(
    (change: Partial<AuditFilters> & { page?: number; pageSize?: number }) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(change)) {
        const text = String(value ?? '');
        if (text === '' || (key === 'page' && text === '0')) next.delete(key);
        else next.set(key, text);
      }
      // A new filter starts again at the first page.
      if (!('page' in change)) next.delete('page');
      router.replace(`${pathname}?${next.toString()}`, { scroll: false });
    },
    [params, pathname, router],
  );
  const closePanel = useCallback(() => setOpen(null), []);

  const data = list.data;
  const filtered = hasFilters(filters);
  // From the answer, not the URL: while the next page loads, the status still describes the rows on screen.
  const first = data ? data.page * data.pageSize : 0;

  return (
    <>
      <PageHeader
        title="Deleted reservations"
        description="Every reservation the service deleted, with its last known detail, newest deletion first."
        actions={
          <div className="flex flex-col items-end gap-1">
            <a
              href={deletedExportUrl(query)}
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
          {filtered ? (
            <p>
              No deleted reservation matches these filters.{' '}
              <button type="button" className="font-medium text-indigo-700 underline dark:text-indigo-300" onClick={() => go(NO_FILTERS)}>
                Clear the filters
              </button>
            </p>
          ) : data.total > 0 ? (
            <p>
              This page is past the last one.{' '}
              <button type="button" className="font-medium text-indigo-700 underline dark:text-indigo-300" onClick={() => go({ page: 0 })}>
                Go to the first page
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
        <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
          <p role="status">
            {(first + 1).toLocaleString()}–{(first + data.rows.length).toLocaleString()} of {data.total.toLocaleString()} deleted reservations
          </p>
          <div className="flex items-center gap-2">
            <label className="flex items-center gap-2">
              Per page
              <select className="rounded-md border border-zinc-300 bg-white px-2 py-1 dark:border-zinc-700 dark:bg-zinc-900" value={pageSize} onChange={(e) => go({ pageSize: Number(e.target.value) })}>
                <Options items={DELETED_PAGE_SIZES} value={(s) => s} label={(s) => s} />
              </select>
            </label>
            <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => go({ page: page - 1 })}>
              Previous
            </Button>
            <Button variant="secondary" size="sm" disabled={first + data.rows.length >= data.total} onClick={() => go({ page: page + 1 })}>
              Next
            </Button>
          </div>
        </nav>
      ) : null}

      {open ? <DeletedPanel row={open} fallbackZone={ownZone} onClose={closePanel} /> : null}
    </>
  );
}
