// Public entry of reservations for pages, routes and other features (browser-safe; the server side is ./server).
// One reservation: its form, details, history and note, and the reads and writes behind them.
export { findClash, findOverlaps, type Slot } from './logic/find-overlaps';
export { learnUnitMinutes, pickUnitForDuration, snapToStep, unitsForDuration } from './logic/snap-time';
export { findFreeSlots, learnWorkingHours, type FreeSlot } from './logic/find-free-slots';
export { ReservationDetails, useReservationFields } from './client/reservation-details';
export { ReservationHistory } from './client/reservation-history';
export { ReservationForm } from './client/reservation-form';
export { type PanelState, ReservationPanel } from './client/reservation-panel';
export { useRefusalText } from './client/use-refusal-text';
