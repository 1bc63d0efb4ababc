// Units offered in reservation forms: the admin's list, or the service's where it has one.
import { route } from '@/lib/api/route';
import { getUnits } from '@/lib/catalog';

export const GET = route({ role: 'viewer' }, async () => ({ units: await getUnits() }));
