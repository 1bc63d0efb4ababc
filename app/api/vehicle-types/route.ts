// Vehicle types, cached for a few minutes.
import { route } from '@/lib/api';
import { listVehicleTypes } from '@/lib/catalog';
import type { VehicleTypeList } from '@/lib/contracts';

export const GET = route(
  { role: 'viewer' },
  async () => ({ vehicleTypes: await listVehicleTypes() }) satisfies VehicleTypeList,
);
