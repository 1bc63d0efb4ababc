// Server entry of sync: what routes, pages and other features' servers call.
import 'server-only';

export { acquireLease, readLease, releaseLease, renewLease, type Lease } from './hold-lease';
export { startSyncScheduler, kickSync, instanceId } from './schedule-sync';
export { requestSync, saveSyncSettings } from './request-sync';
export { loadSyncOverview } from './load-sync-overview';
export { lastSucceeded } from './manage-runs';
