export { publishLive, subscribeLive, closeLive } from './live-bus';
export { ZLiveEvent, type LiveEvent } from './live-event';
