export { recordReservations, forgetMirrorMemo, type MirrorSource, type RecordResult } from './record-reservations';
export { recordDeletion } from './record-deletion';
export { readMirrorRange, readMirrored, readHistory } from './read-mirror';
export { saveLookup, readLookup } from './lookups';
export { canFallBack } from './can-fall-back';
export { beginWrite, authorFields, type PendingAuthor } from './pending-writes';
