export { listReservations } from './list-reservations';
export { answerGridRange } from './answer-grid-range';
export { readGridAnswer } from './read-grid-answer';
export { startEarlyRead } from './start-early-read';
export { getReservation, getReservationHistory } from './read-reservation';
export { createReservation, updateReservation, patchReservation, createReservationFromOrders } from './write-reservations';
export { mirrorSettled } from './mirror-in-background';
export { openLiveFeed } from './open-live-feed';
