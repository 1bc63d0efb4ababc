'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type { ReplayResult, WebhookOverview, WebhookStatus } from '../contract';

export const webhookKeys = {
  all: ['webhooks'] as const,
  overview: (status: WebhookStatus | 'all', page: number, search: string) =>
    [...webhookKeys.all, 'overview', { status, page, search }] as const,
};

/** Admin → Webhooks, one page of the inbox; refetched every few seconds while the page is open. */
export function useWebhookOverview(status: WebhookStatus | 'all', page: number, search = '') {
  return useQuery({
    queryKey: webhookKeys.overview(status, page, search),
    queryFn: ({ signal }) =>
      fetchJson<WebhookOverview>(
        `/api/admin/webhooks?${new URLSearchParams({ status, page: String(page), ...(search ? { search } : {}) })}`,
        { signal },
      ),
    refetchInterval: 3000,
    // Paging and filtering keep the table on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useReplayWebhooks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (eventIds: string[]) =>
      fetchJson<ReplayResult>('/api/admin/webhooks/replay', { method: 'POST', body: { eventIds } }),
    onSettled: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
