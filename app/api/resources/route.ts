// Ramps (resources), cached for a few minutes.
import { route } from '@/lib/api';
import { listResources } from '@/lib/catalog';
import type { RampList } from '@/lib/contracts';

export const GET = route({ role: 'viewer' }, async () => ({ resources: await listResources() }) satisfies RampList);
