// Public entry of admin-connection for pages, routes and other features (browser-safe; the server side is ./server).
// Admin → Service connection: each environment's address and credentials, the test, the active one.
export {
  connectionKeys,
  useActivateEnvironment,
  useConnectionOverview,
  useSaveConnection,
  useTestConnection,
} from './client/queries';
export { serviceCatalogKeys, useCheckServiceUnit, useServiceCatalog } from './client/service-catalog-queries';
export { ConnectionAdmin } from './client/connection-admin';
