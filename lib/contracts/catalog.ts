import { z } from 'zod';
import { isGuid, zGuid } from './primitives';
import { atMostCharacters, issueText } from './issue-text';

// Ramps, units and vehicle types as the BFF answers them: the lists the grid and its forms are built from.

/** A ramp (the service's Resource): the display name is always filled, from the localized name or the plain one. */
export const ZRamp = z.looseObject({
  Id: zGuid,
  ResourceName: z.string(),
  ShortName: z.string(),
  ResourceNameLocalized: z.string(),
  BranchOfficeId: z.string().nullable(),
});
export type Ramp = z.infer<typeof ZRamp>;

export const ZUnitOption = z.object({
  id: z.string().refine(isGuid, issueText('mustBeUnitId', 'must be the unit id (GUID)')),
  name: z.string().trim().min(1, issueText('nameTheUnit', 'give the unit a name')).max(100, atMostCharacters(100)),
});
export type UnitOption = z.infer<typeof ZUnitOption>;

export const ZVehicleType = z.looseObject({ Id: zGuid, VehicleTypeName: z.string() });
export type VehicleType = z.infer<typeof ZVehicleType>;

export const ZRampList = z.object({ resources: z.array(ZRamp) });
export const ZUnitList = z.object({ units: z.array(ZUnitOption) });
export const ZVehicleTypeList = z.object({ vehicleTypes: z.array(ZVehicleType) });
export type RampList = z.infer<typeof ZRampList>;
export type UnitList = z.infer<typeof ZUnitList>;
export type VehicleTypeList = z.infer<typeof ZVehicleTypeList>;
