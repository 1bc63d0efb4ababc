// Public entry of admin-users for pages, routes and other features (browser-safe; the server side is ./server).
// Admin → Users: accounts, roles, passwords and the site's language.
export { useCreateUser, useUpdateUser, userKeys, useUsers } from './client/queries';
export { SiteLanguage } from './client/site-language';
export { UsersAdmin } from './client/users-admin';
