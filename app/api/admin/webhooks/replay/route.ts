// Admin: processes dead webhook events again. 202 with how many were queued; ids that are unknown or not dead are
// skipped and named in the answer, never an error (a second click is harmless).
import { route } from '@/lib/api';
import { type ReplayResult, ZReplayWebhooks } from '@/features/webhooks';
import { replayWebhooks } from '@/features/webhooks/server';

export const POST = route(
  { role: 'admin', body: ZReplayWebhooks, status: 202 },
  async ({ body, user }) => (await replayWebhooks(body.eventIds, user.id)) satisfies ReplayResult,
);
