// Public entry of lib/search: finding reservations in Slotboard's mirror by number, plate, carrier, driver, order or
// supplier, without asking the service (whose list filters only by time, spec §4.1).
import 'server-only';

export { searchReservations } from './search-reservations';
