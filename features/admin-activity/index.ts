// Public entry of admin-activity for pages, routes and other features (browser-safe; the server side is ./server).
// Admin → Activity: the audit trail of audit_log, page by page or as CSV, in the reader's language.
export * from './contract';
export {
  activityInWords,
  activityText,
  type ActivityCode,
  type ActivityInWords,
  type ActivityTranslate,
} from './logic/activity-text';
export { activityExportUrl, activityKeys, useActivityPage } from './client/queries';
export { ActivityLog } from './client/activity-log';
