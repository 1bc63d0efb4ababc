export { listReservations, type ReservationList } from './list-reservations';
export { getReservation, getReservationHistory } from './read-reservation';
export { createReservation, updateReservation, patchReservation, createReservationFromOrders, type Author } from './write-reservations';
export { authorOf } from './author-of';
export { mirrorSettled } from './mirror-in-background';
export { openLiveFeed } from './open-live-feed';
