// Units offered in reservation forms: the admin's list, or the service's where it has one.
import { route } from '@/lib/api';
import { listUnits } from '@/lib/catalog';
import type { UnitList } from '@/lib/contracts';

export const GET = route({ role: 'viewer' }, async () => ({ units: await listUnits() }) satisfies UnitList);
