// Ramps (resources), cached for a few minutes.
import { route } from '@/lib/api/route';
import { getResources } from '@/lib/catalog';

export const GET = route({ role: 'viewer' }, async () => ({ resources: await getResources() }));
