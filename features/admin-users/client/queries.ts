'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type { CreateUserInput, PublicUser, UpdateUserInput } from '@/lib/contracts';

export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
};

export function useUsers() {
  return useQuery({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => fetchJson<{ users: PublicUser[] }>('/api/admin/users', { signal }).then((r) => r.users),
  });
}

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) =>
      fetchJson<{ user: PublicUser }>('/api/admin/users', { method: 'POST', body: input }).then((r) => r.user),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateUserInput }) =>
      fetchJson<{ user: PublicUser }>(`/api/admin/users/${id}`, { method: 'PATCH', body: changes }).then((r) => r.user),
    onSuccess: (user) => {
      client.setQueryData<PublicUser[]>(userKeys.list(), (old) => old?.map((u) => (u.id === user.id ? user : u)));
    },
  });
}
