// Public entry of lib/time: dates and times of an instant in a branch office's zone. Browser-safe.
export { formatLocalStamp } from './format-local';
export {
  fromLocalInput,
  localDateOf,
  localMidnightUtc,
  localTimeOf,
  shiftDate,
  toLocalInput,
  weekStartOf,
} from './zone-dates';
export { formatDuration } from './format-duration';
