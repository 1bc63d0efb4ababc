// Public entry of lib/live: change events to every open page, in-process or across instances (LISTEN/NOTIFY), and
// the bounded SSE streams that carry them to browsers.
export { publishLive, publishLiveEvents, subscribeLive, closeLive } from './live-bus';
export { ZLiveEvent, type LiveEvent } from './live-event';
export { authorOf, type Author } from './author-of';
export { openLiveStream } from './open-live-stream';
export { sendLiveFrame } from './send-live-frame';
export { TAB_ID } from './tab-origin';
