// Ramps (resources), cached for a few minutes.
import { route } from '@/lib/api';
import { getResources } from '@/lib/catalog';
import type { RampList } from '@/lib/contracts';

export const GET = route({ role: 'viewer' }, async () => ({ resources: await getResources() }) satisfies RampList);
