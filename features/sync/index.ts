// Public entry of sync for pages, routes and other features (browser-safe; the server side is ./server).
// Sync: the scheduled download from the service, one runner across instances, and its admin page.
export * from './contract';
export { syncKeys, useSaveSyncSettings, useSyncNow, useSyncOverview } from './client/queries';
export { SyncAdmin } from './client/sync-admin';
export { IncompleteMirrorNotice } from './client/incomplete-mirror-notice';
