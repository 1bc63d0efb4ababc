// Public entry of lib/settings: the service connection of each environment, its secrets encrypted at rest, and the
// site-wide settings kept beside it (the site language).
export {
  readActiveEnvironment,
  readConnectionOverview,
  saveConnection,
  setActiveEnvironment,
} from './manage-connections';
export { resolveActiveConnection, resolveConnection, type ResolvedConnection } from './resolve-connection';
export { refreshOrderShape, rememberOrderRefusals, saveOrderFieldOverrides } from './manage-order-fields';
export { loadBranchTimeZones } from './load-branch-time-zones';
export { countSecretsToReencrypt, reencryptSecrets } from './reencrypt-secrets';
export { bootstrapDemoConnection } from './bootstrap-demo-connection';
export { getWebhookSigners, type WebhookSigners } from './read-webhook-signers';
export { forgetWebhookSigners } from './webhook-signers-cache';
export { readSiteLocale, saveSiteLocale } from './manage-site-locale';
export {
  readSignInOptions,
  readSignInSettings,
  resolveSignInSettings,
  saveSignInSettings,
  type ResolvedSignInSettings,
  type SignInOptions,
} from './manage-sign-in-settings';
export { bootstrapDemoSignIn } from './bootstrap-demo-sign-in';
