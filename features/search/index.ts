// Public entry of search for pages, routes and other features (browser-safe; the server side is ./server).
// Search: reservations found in the mirror by number, plate, carrier, driver, order or supplier.
export * from './contract';
export { searchKeys, useReservationSearch } from './client/queries';
export { SearchResults } from './client/search-results';
export { SearchBox } from './client/search-box';
