'use client';

// The grid holds only what it draws of each reservation; its panel reads the whole one. Writes and live events
// keep this entry current (putReservationInCaches), so it is read from the service once per opening at most.
import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';
import type { ReservationAnswer } from '@/lib/contracts';
import { reservationKeys } from '@/lib/queries';

export function useWholeReservation(id: string | null) {
  return useQuery({
    queryKey: reservationKeys.detail(id ?? ''),
    queryFn: async ({ signal }) => (await fetchJson<ReservationAnswer>(`/api/reservations/${id}`, { signal })).reservation,
    enabled: id !== null,
  });
}
