'use client';

// Reservation search from the header: one cache entry per folded query, so "1AB 2345" and "1ab2345" share one.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import { SEARCH_MIN_CHARS, type SearchAnswer, toSearchKey } from '../contract';

export const searchKeys = {
  all: ['search'] as const,
  query: (key: string) => [...searchKeys.all, key] as const,
};

/** The mirror's answer for `text` once it has enough letters or digits to be worth asking. */
export function useReservationSearch(text: string) {
  const key = toSearchKey(text);
  return useQuery({
    queryKey: searchKeys.query(key),
    queryFn: ({ signal }) =>
      fetchJson<SearchAnswer>(`/api/search?${new URLSearchParams({ q: key }).toString()}`, { signal }),
    enabled: key.length >= SEARCH_MIN_CHARS,
    // The list on screen stays while the next answer is on its way: typing does not flash an empty list.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
