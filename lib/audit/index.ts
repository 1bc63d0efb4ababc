// Public entry of lib/audit: Admin → Activity, the audit trail of audit_log (who changed which user, connection,
// secret, environment, sync or webhook setting, from what to what), read page by page or exported whole as CSV.
import 'server-only';

export { listActivity } from './list-activity';
export { exportActivity } from './export-activity';
