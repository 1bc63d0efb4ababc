'use client';

// The deleted-reservation audit: one cache entry per page asked for (filters and page), and the CSV address of the
// same filters. The audit changes only when a deletion is recorded; live events (lib/queries/live.ts) reload it then.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import { deletedKeys } from '@/lib/queries';
import type { DeletedPage, DeletedQueryInput } from '../contract';

/** The filters and page the audit page asks for; `format` is the export link's business. */
export type DeletedPageQuery = Omit<DeletedQueryInput, 'format'>;

/** The query as URL parameters, leaving out what is empty. */
function deletedSearchParams(query: Partial<DeletedQueryInput>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

export function useDeletedPage(query: DeletedPageQuery, enabled = true) {
  return useQuery({
    enabled,
    queryKey: deletedKeys.page(query),
    queryFn: ({ signal }) =>
      fetchJson<DeletedPage>(`/api/deleted-reservations?${deletedSearchParams(query).toString()}`, { signal }),
    // The page on screen stays while the next loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });
}

/** Where the CSV of the whole filtered list downloads from (every page, not the one shown). */
export function deletedExportUrl(query: DeletedPageQuery): string {
  const { from, to, rampId, carrier, q } = query;
  return `/api/deleted-reservations?${deletedSearchParams({ from, to, rampId, carrier, q, format: 'csv' }).toString()}`;
}
