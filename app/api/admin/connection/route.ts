// Admin: the service connection of every environment (secrets only as set / not set) and which one is active.
import { route } from '@/lib/api';
import { readConnectionOverview } from '@/lib/settings';

export const GET = route({ role: 'admin' }, () => readConnectionOverview());
