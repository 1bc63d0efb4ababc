// The lists that change rarely (spec §4.2 pattern 4) and the deleted-reservation list (pattern 5).
import 'server-only';
import { readODataCollection } from './read-odata-collection';
import {
  DeletedReservationSchema,
  ResourceSchema,
  UnitSchema,
  VehicleTypeSchema,
  type DeletedReservation,
  type Resource,
  type Unit,
  type VehicleType,
} from './schemas';
import { listOf, type UpstreamContext } from './upstream-context';

export async function listResources(ctx: UpstreamContext): Promise<Resource[]> {
  return (await ctx.transport.send({ method: 'GET', path: `${ctx.rest}/Resources`, schema: listOf(ResourceSchema) }))
    .data;
}

const listVehicleTypes = (ctx: UpstreamContext): Promise<VehicleType[]> =>
  readODataCollection(ctx, 'VehicleType', VehicleTypeSchema);
const listUnits = (ctx: UpstreamContext): Promise<Unit[]> => readODataCollection(ctx, 'Unit', UnitSchema);
const listDeletedReservations = (ctx: UpstreamContext): Promise<DeletedReservation[]> =>
  readODataCollection(ctx, 'ReservationDeleted', DeletedReservationSchema);

export const lookupReads = { listResources, listVehicleTypes, listUnits, listDeletedReservations };
