// Admin: the webhook receiver's state — receiver URL, secrets' ids per environment, inbox by status with one page
// of events, refusals by reason, the last event of each kind.
import { route } from '@/lib/api';
import { type WebhookOverview, ZWebhookInboxQuery } from '@/features/webhooks';
import { loadWebhookOverview } from '@/features/webhooks/server';

export const GET = route(
  { role: 'admin', query: ZWebhookInboxQuery },
  async ({ query }) => (await loadWebhookOverview(query)) satisfies WebhookOverview,
);
