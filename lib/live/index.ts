// Public entry of lib/live: change events to every open page, in-process or across instances (LISTEN/NOTIFY).
export { publishLive, subscribeLive, closeLive } from './live-bus';
export { ZLiveEvent, type LiveEvent } from './live-event';
export { authorOf, type Author } from './author-of';
