// Public entry of lib/settings: the service connection of each environment, its secrets encrypted at rest.
export {
  getActiveEnvironment,
  getConnectionOverview,
  saveConnection,
  setActiveEnvironment,
  resolveActiveConnection,
  resolveConnection,
  type ResolvedConnection,
} from './manage-connections';
export { loadBranchTimeZones } from './load-branch-time-zones';
export { countSecretsToReencrypt, reencryptSecrets } from './reencrypt-secrets';
export { bootstrapDemoConnection } from './bootstrap-demo-connection';
export { getWebhookSigners, forgetWebhookSigners, type WebhookSigners } from './read-webhook-signers';
