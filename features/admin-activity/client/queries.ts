'use client';

// Admin → Activity: one cache entry per page asked for (filters and page), and the CSV address of the same filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type { ActivityExportQueryInput, ActivityPage, ActivityQueryInput } from '../contract';

export const activityKeys = {
  all: ['activity'] as const,
  pages: () => [...activityKeys.all, 'page'] as const,
  page: (query: ActivityQueryInput) => [...activityKeys.pages(), query] as const,
};

/** The query as URL parameters, leaving out what is empty. */
function activitySearchParams(query: Partial<ActivityQueryInput>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

/** `enabled` false holds the request back (until the page knows the browser's time zone, say). */
export function useActivityPage(query: ActivityQueryInput, enabled = true) {
  return useQuery({
    queryKey: activityKeys.page(query),
    enabled,
    queryFn: ({ signal }) =>
      fetchJson<ActivityPage>(`/api/admin/activity?${activitySearchParams(query).toString()}`, { signal }),
    // The page on screen stays while the next loads: no flash of an empty table.
    placeholderData: keepPreviousData,
    // Every admin change adds an entry, and those are made on other pages: a visit always asks again.
    staleTime: 0,
  });
}

/** Where the CSV of the whole filtered trail downloads from (every page, not the one shown). */
export function activityExportUrl(query: ActivityExportQueryInput): string {
  const { actor, kind, from, to, timeZone } = query;
  return `/api/admin/activity/export?${activitySearchParams({ actor, kind, from, to, timeZone }).toString()}`;
}
