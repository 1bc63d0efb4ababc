// Vehicle types, cached for a few minutes.
import { route } from '@/lib/api';
import { getVehicleTypes } from '@/lib/catalog';
import type { VehicleTypeList } from '@/lib/contracts';

export const GET = route(
  { role: 'viewer' },
  async () => ({ vehicleTypes: await getVehicleTypes() }) satisfies VehicleTypeList,
);
