// Admin: the scheduled download from the service. GET where it stands, POST "Sync now" (202 with the run's id;
// the run already queued or running when there is one), PATCH the schedule.
import { route } from '@/lib/api';
import { ZSyncSettingsInput, type SyncOverview, type SyncSettings } from '@/features/sync';
import { loadSyncOverview, requestSync, saveSyncSettings } from '@/features/sync/server';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = route({ role: 'admin' }, async () => (await loadSyncOverview()) satisfies SyncOverview);

export const POST = route({ role: 'admin', status: 202 }, async ({ user }) => requestSync(user.id));

export const PATCH = route({ role: 'admin', body: ZSyncSettingsInput }, async ({ body, user }) => ({
  settings: (await saveSyncSettings(body, user.id)) satisfies SyncSettings,
}));
