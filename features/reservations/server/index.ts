// Server entry of reservations: what routes, pages and other features' servers call.
export { listReservations } from './list-reservations';
export { answerGridRange } from './answer-grid-range';
export { loadGridAnswer } from './load-grid-answer';
export { getReservation, getReservationHistory } from './read-reservation';
export { createReservation, updateReservation, patchReservation, remember } from './write-reservations';
export { mirrorSettled } from './mirror-in-background';
export { openLiveFeed } from './open-live-feed';
