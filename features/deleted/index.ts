// Public entry of deleted for pages, routes and other features (browser-safe; the server side is ./server).
// The deleted-reservation audit: every deletion the service confirmed, with the last known detail.
export * from './contract';
export { deletedExportUrl, useDeletedPage, type DeletedPageQuery } from './client/queries';
export { DeletedAudit } from './client/deleted-audit';
