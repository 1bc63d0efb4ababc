'use client';

// Public entry of lib/queries: the browser's shared TanStack Query hooks (ramps, reservations, the live channel,
// the user's language). A feature's own hooks and keys live in its client/ folder.
export { catalogKeys, useResources, useUnits, useVehicleTypes } from './catalog';
export {
  acknowledgeChange,
  flashReservation,
  noteChangedElsewhere,
  useChangedElsewhere,
  useConvertedNotes,
  dismissConvertedNote,
  useFlashing,
  type ConvertedNote,
  type ElsewhereChange,
} from './live-marks';
export { useLiveUpdates, type LiveStatus } from './live';
export {
  dropReservationFromCaches,
  loadedReservations,
  putReservationInCaches,
  reservationKeys,
  useCreateReservation,
  usePatchReservation,
  useReservationHistory,
  useReservationRange,
  useUpdateReservation,
  useWholeReservation,
  type SlotChange,
} from './reservations';
export { useSaveSiteLocale, useSetMyLocale } from './me';
export { deletedKeys, orderKeys } from './live-keys';
