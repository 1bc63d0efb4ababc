// Public entry of admin-api-calls for pages, routes and other features (browser-safe; the server side is ./server).
// Admin → API calls: the log of every call Slotboard made to the reservation service.
export { useUpstreamCalls } from './client/queries';
export { UpstreamCallsTable } from './client/upstream-calls-table';
