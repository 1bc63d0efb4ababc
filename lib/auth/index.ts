// Public entry of lib/auth: sessions, users and roles on the server (next-auth options and endpoints, the signed-in
// user, accounts, the sign-in throttle, the client address). The browser sees users only through lib/contracts.
export { getAuthOptions } from './auth-options';
export { bootstrapUsers, DEMO_USERS } from './bootstrap-users';
export { getCurrentUser } from './get-current-user';
export { handleAuthRequest } from './handle-auth-request';
export { loadTrustedProxies } from './load-trusted-proxies';
export { createUser, listUsers, setUserLocale, updateUser } from './manage-users';
export { oidcRedirectUri } from './oidc-provider';
export { requirePageRole, requirePageUser } from './require-page-user';
export { safeCallbackUrl } from './safe-callback-url';
export { installPeerAddressStamp } from './stamp-peer-address';
export { startSignInFailurePruning } from './start-sign-in-failure-pruning';
