// Reservation search over the mirror: every role may look a truck up, nobody signed out may.
import { route } from '@/lib/api';
import { type SearchAnswer, ZSearchQuery } from '@/features/search';
import { searchReservations } from '@/features/search/server';

export const GET = route(
  { role: 'viewer', query: ZSearchQuery },
  async ({ query }) => (await searchReservations(query.q)) satisfies SearchAnswer,
);
