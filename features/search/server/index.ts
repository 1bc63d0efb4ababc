// Server entry of search: what routes, pages and other features' servers call.
import 'server-only';

export { searchReservations } from './search-reservations';
