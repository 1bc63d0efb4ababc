// Public entry of lib/api-client: the browser's one way to call the BFF (JSON, the tab id, errors as AppError).
export { fetchJson, fieldErrors, TAB_ID } from './fetch-json';
