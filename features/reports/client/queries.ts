'use client';

// Reports over the mirror: one cache entry per report and scope, the drill-down's pages, the admin's
// settings. A settings change invalidates every report, so the figures on screen follow at once.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type {
  PunctualityDrill,
  PunctualityDrillQuery,
  PunctualityReport,
  ReportFormat,
  ReportQuery,
  ReportSettings,
  UtilisationReport,
} from '../contract';

export type ReportKind = 'punctuality' | 'utilisation';

export const reportKeys = {
  all: ['reports'] as const,
  settings: () => [...reportKeys.all, 'settings'] as const,
  report: (kind: ReportKind, query: ReportQuery) => [...reportKeys.all, kind, query] as const,
  drill: (query: PunctualityDrillQuery) => [...reportKeys.all, 'punctuality-drill', query] as const,
};

/**
 * The query as URL parameters, leaving out what is absent (an empty carrier is one: reservations without a carrier).
 */
function reportParams(query: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params;
}

export function usePunctualityReport(query: ReportQuery | null) {
  return useQuery({
    enabled: query !== null,
    queryKey: reportKeys.report('punctuality', query!),
    queryFn: ({ signal }) =>
      fetchJson<PunctualityReport>(`/api/reports/punctuality?${reportParams({ ...query! }).toString()}`, { signal }),
    // Another range or a changed tolerance keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useUtilisationReport(query: ReportQuery | null) {
  return useQuery({
    enabled: query !== null,
    queryKey: reportKeys.report('utilisation', query!),
    queryFn: ({ signal }) =>
      fetchJson<UtilisationReport>(`/api/reports/utilisation?${reportParams({ ...query! }).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The reservations behind one number of the punctuality table, a page at a time. */
export function usePunctualityDrill(query: PunctualityDrillQuery | null) {
  return useQuery({
    enabled: query !== null,
    queryKey: reportKeys.drill(query!),
    queryFn: ({ signal }) =>
      fetchJson<PunctualityDrill>(`/api/reports/punctuality/reservations?${reportParams({ ...query! }).toString()}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useReportSettings() {
  return useQuery({
    queryKey: reportKeys.settings(),
    queryFn: ({ signal }) => fetchJson<ReportSettings>('/api/reports/settings', { signal }),
  });
}

export function useSaveReportSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ReportSettings) =>
      fetchJson<ReportSettings>('/api/reports/settings', { method: 'PUT', body: settings }),
    onSuccess: (saved) => {
      client.setQueryData(reportKeys.settings(), saved);
      // Every report was counted with the old tolerance or opening hours.
      return client.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}

/** Where a report downloads from: the same scope as on screen, as CSV or an Excel workbook. */
export function reportExportUrl(kind: ReportKind, query: ReportQuery, format: ReportFormat): string {
  return `/api/reports/${kind}/export?${reportParams({ ...query, format }).toString()}`;
}
