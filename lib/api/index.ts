// Public entry of lib/api: the one route wrapper every handler in app/api goes through.
export { route } from './route';
