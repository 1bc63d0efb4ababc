// Server entry of webhooks: what routes, pages and other features' servers call.
export { receiveWebhook, receiveWebhookRequest, MAX_BODY_BYTES } from './receive-webhook';
export { processInbox } from './process-inbox';
export { startInboxProcessor } from './start-inbox-processor';
export { pruneInbox } from './prune-inbox';
export { replayWebhooks } from './replay-webhooks';
export { loadWebhookOverview } from './load-webhook-overview';
export { flushRefusalCounts } from './count-refusal';
