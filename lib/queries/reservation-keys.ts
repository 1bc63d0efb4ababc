// The key factory of the reservations' cache entries: every range, each reservation's detail and history.
export const reservationKeys = {
  all: ['reservations'] as const,
  ranges: () => [...reservationKeys.all, 'range'] as const,
  range: (from: string, to: string, branchOfficeId?: string) =>
    [...reservationKeys.ranges(), from, to, branchOfficeId ?? 'all'] as const,
  details: () => [...reservationKeys.all, 'detail'] as const,
  detail: (id: string) => [...reservationKeys.details(), id] as const,
  history: (id: string) => [...reservationKeys.all, 'history', id] as const,
};
