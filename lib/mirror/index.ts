export { recordReservations, type MirrorSource, type RecordResult } from './record-reservations';
export { forgetMirrorMemo } from './mirror-memo';
export { recordDeletion, knownDeletions, type ConfirmedDeletion, type DeletionVia } from './record-deletion';
export { readMirrorRange, readMirrored, readHistory } from './read-mirror';
export { saveLookup, readLookup } from './lookups';
export { canFallBack } from './can-fall-back';
export { beginWrite, authorFields, type PendingAuthor } from './pending-writes';
export { recordAndPublish, recordDeletionAndPublish } from './record-and-publish';
