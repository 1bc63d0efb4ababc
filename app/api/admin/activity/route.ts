// Admin → Activity: one page of the audit trail (who changed what, from what to what; secrets never shown).
import { route } from '@/lib/api';
import { listActivity } from '@/features/admin-activity/server';
import { ZActivityQuery, type ActivityPage } from '@/features/admin-activity';

export const GET = route(
  { role: 'admin', query: ZActivityQuery },
  async ({ query }) => (await listActivity(query)) satisfies ActivityPage,
);
