// Server entry of admin-activity: what routes, pages and other features' servers call.
import 'server-only';

export { listActivity } from './list-activity';
export { exportActivity } from './export-activity';
