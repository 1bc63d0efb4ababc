// Public entry of webhooks for pages, routes and other features (browser-safe; the server side is ./server).
// Webhooks: signed deliveries received, stored and processed, and their admin page.
export * from './contract';
export { useReplayWebhooks, useWebhookOverview, webhookKeys } from './client/queries';
export { WebhooksAdmin } from './client/webhooks-admin';
