// Public entry of lib/sync: the scheduled download from the service (spec §4.2 patterns 2 and 5), one instance at a
// time through a lease in the database, resumable from its stored progress.
import 'server-only';

export { acquireLease, readLease, releaseLease, renewLease, type Lease } from './hold-lease';
export { startSyncScheduler, kickSync, instanceId } from './schedule-sync';
export { requestSync, saveSyncSettings } from './request-sync';
export { readSyncOverview } from './read-sync-overview';
export { lastSucceeded } from './manage-runs';
