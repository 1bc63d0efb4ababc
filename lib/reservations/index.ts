export { listReservations } from './list-reservations';
