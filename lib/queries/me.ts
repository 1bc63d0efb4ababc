'use client';

// The signed-in person's own settings (the user menu): their language. A change is saved, then the page asks the
// server again (router.refresh) so every server-rendered word and the client's messages follow at once.
import { useMutation } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type { SiteLocale, UserLocale } from '@/lib/contracts';

export function useSetMyLocale() {
  return useMutation({
    mutationFn: (input: UserLocale) => fetchJson<UserLocale>('/api/me/locale', { method: 'PUT', body: input }),
  });
}

export function useSaveSiteLocale() {
  return useMutation({
    mutationFn: (input: SiteLocale) => fetchJson<SiteLocale>('/api/admin/site-locale', { method: 'PUT', body: input }),
  });
}
