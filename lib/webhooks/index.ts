export { receiveWebhook, MAX_BODY_BYTES } from './receive-webhook';
export { processInbox } from './process-inbox';
export { startInboxProcessor } from './start-inbox-processor';
