export { receiveWebhook, MAX_BODY_BYTES } from './receive-webhook';
export { processInbox, kickInboxProcessor } from './process-inbox';
export { startInboxProcessor } from './start-inbox-processor';
export { verifySignature } from './verify-signature';
