// Vehicle types, cached for a few minutes.
import { route } from '@/lib/api/route';
import { getVehicleTypes } from '@/lib/catalog';

export const GET = route({ role: 'viewer' }, async () => ({ vehicleTypes: await getVehicleTypes() }));
