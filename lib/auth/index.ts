// Public entry of lib/auth: sessions, users and roles on the server (next-auth options, the signed-in user,
// accounts, the sign-in throttle). The browser sees users only through lib/contracts.
export { getAuthOptions } from './auth-options';
export { bootstrapUsers, DEMO_USERS } from './bootstrap-users';
export { clientAddress } from './client-address';
export { getCurrentUser } from './get-current-user';
export { createUser, listUsers, updateUser } from './manage-users';
export { requirePageUser } from './require-page-user';
export { safeCallbackUrl } from './safe-callback-url';
export { checkSignInThrottle, pruneSignInFailures } from './sign-in-throttle';
