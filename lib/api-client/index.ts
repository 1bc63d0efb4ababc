// Public entry of lib/api-client: the browser's one way to call the BFF (JSON, the tab id, errors as AppError).
export { fetchJson, fetchOrThrow, fieldErrors, TAB_ID } from './fetch-json';
