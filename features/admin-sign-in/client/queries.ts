// Admin → Sign-in: the company sign-in's settings and saving them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type { SsoSettingsAnswer, SsoSettingsInput } from '@/lib/contracts';

export const ssoKeys = { all: ['sso'] as const, settings: () => [...ssoKeys.all, 'settings'] as const };

export function useSsoSettings(initial?: SsoSettingsAnswer) {
  return useQuery({
    queryKey: ssoKeys.settings(),
    queryFn: () => fetchJson<SsoSettingsAnswer>('/api/admin/sign-in'),
    initialData: initial,
  });
}

export function useSaveSsoSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SsoSettingsInput) =>
      fetchJson<SsoSettingsAnswer>('/api/admin/sign-in', { method: 'PUT', body: input }),
    onSuccess: (answer) => client.setQueryData(ssoKeys.settings(), answer),
  });
}
