export {
  getActiveEnvironment,
  getConnectionOverview,
  saveConnection,
  setActiveEnvironment,
  resolveActiveConnection,
  type ResolvedConnection,
} from './manage-connections';
export { getUpstreamClient } from './get-upstream-client';
export { upstream } from './upstream';
export { testConnection } from './test-connection';
export { listUpstreamCalls } from './upstream-call-log';
export { reencryptSecrets } from './reencrypt-secrets';
export { bootstrapDemoConnection } from './bootstrap-demo-connection';
