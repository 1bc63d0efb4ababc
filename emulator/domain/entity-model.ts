// The entity model declared once: it drives $metadata, OData queries, the REST list filter and wire serialisation.
import type { EntityType, ODataModel, PropertyDef } from '../odata';
import { BIT_FIELDS, VARCHAR_FIELDS } from './types';

const guid: PropertyDef = { type: 'Edm.Guid', nullable: false };
const guidNull: PropertyDef = { type: 'Edm.Guid', nullable: true };
const str = (maxLength?: number): PropertyDef => ({
  type: 'Edm.String',
  nullable: false,
  ...(maxLength ? { maxLength } : {}),
});
const strNull = (maxLength?: number): PropertyDef => ({
  type: 'Edm.String',
  nullable: true,
  ...(maxLength ? { maxLength } : {}),
});
const time: PropertyDef = { type: 'Edm.DateTimeOffset', nullable: false };
const timeNull: PropertyDef = { type: 'Edm.DateTimeOffset', nullable: true };
const bool: PropertyDef = { type: 'Edm.Boolean', nullable: false };
const int: PropertyDef = { type: 'Edm.Int32', nullable: false };

export const CUSTOM_VARCHAR_MAX_LENGTH = 255;
export const NOTE_MAX_LENGTH = 2000;

export const reservationType: EntityType = {
  name: 'Reservation',
  key: ['Id'],
  properties: {
    Id: guid,
    ReservationNumber: str(32),
    StartUtc: time,
    EndUtc: time,
    ResourceId: guid,
    BranchOfficeId: guid,
    UnitId: guid,
    NumberOfUnits: int,
    Carrier: str(200),
    CarrierId: guidNull,
    VehicleTypeId: guidNull,
    VehicleNumberPlate: str(20),
    TrailerNumberPlate: str(20),
    CarrierDriverFullName: str(200),
    ApprovalStatus: str(16),
    RealGateVehicleArrivalUtc: timeNull,
    RealGateVehicleDepartureUtc: timeNull,
    ProcessingStartedUtc: timeNull,
    ProcessingCompletedUtc: timeNull,
    DeliveredUtc: timeNull,
    CarrierNotArrived: bool,
    IsUrgent: bool,
    IppApprovalStatus: strNull(16),
    ActionNotCompleted: bool,
    CustomActionStatus: strNull(100),
    ActionDialogAnswer: strNull(200),
    OrderNumbers: str(),
    SupplierNames: str(),
    Note: str(NOTE_MAX_LENGTH),
    Created: timeNull,
    Updated: timeNull,
    ...Object.fromEntries(VARCHAR_FIELDS.map((f) => [f, strNull(CUSTOM_VARCHAR_MAX_LENGTH)])),
    ...Object.fromEntries(BIT_FIELDS.map((f) => [f, { type: 'Edm.Boolean', nullable: true } satisfies PropertyDef])),
  },
};

export const reservationDeletedType: EntityType = {
  name: 'ReservationDeleted',
  key: ['Id'],
  properties: {
    Id: guid,
    ReservationNumber: str(32),
    StartUtc: time,
    EndUtc: time,
    ResourceId: guid,
    DeletedUtc: time,
  },
};

export const vehicleTypeType: EntityType = {
  name: 'VehicleType',
  key: ['Id'],
  properties: { Id: guid, VehicleTypeName: str(100) },
};

export const unitType: EntityType = {
  name: 'Unit',
  key: ['Id'],
  properties: { Id: guid, UnitName: str(100), MinutesPerUnit: int },
};

export const branchOfficeType: EntityType = {
  name: 'BranchOffice',
  key: ['Id'],
  properties: {
    Id: guid,
    BranchOfficeName: str(100),
    TimeZone: str(64),
    OpenDays: str(20),
    OpenFrom: str(5),
    OpenTo: str(5),
  },
};

export const resourceType: EntityType = {
  name: 'Resource',
  key: ['Id'],
  properties: {
    Id: guid,
    ResourceName: str(100),
    ShortName: str(20),
    ResourceNameLocalized: str(100),
    BranchOfficeId: guid,
  },
};

export const companyType: EntityType = {
  name: 'Company',
  key: ['Id'],
  properties: {
    Id: guid,
    CompanyName: str(200),
    CompanyNumber: strNull(50),
    City: strNull(100),
    CountryCode: strNull(2),
    IsCarrier: bool,
    IsSupplier: bool,
    Created: time,
    Updated: time,
  },
};

export const orderType: EntityType = {
  name: 'Order',
  key: ['Id'],
  properties: {
    Id: guid,
    OrderNumber: str(50),
    SupplierId: guid,
    DeliveryDate: { type: 'Edm.Date', nullable: true },
    Confirmed: bool,
    Note: strNull(NOTE_MAX_LENGTH),
    ExistsInReservation: bool,
    ReservationId: guidNull,
    Created: time,
    Updated: time,
  },
};

export const orderRowType: EntityType = {
  name: 'OrderRow',
  key: ['Id'],
  properties: {
    Id: guid,
    OrderId: guid,
    LineNumber: int,
    ItemCode: str(50),
    ItemName: strNull(200),
    Quantity: { type: 'Edm.Decimal', nullable: false },
    UnitOfMeasure: strNull(10),
  },
};

export const PATCH_PARAMETERS: Record<string, PropertyDef> = {
  Note: strNull(NOTE_MAX_LENGTH),
  ...Object.fromEntries(VARCHAR_FIELDS.map((f) => [f, strNull(CUSTOM_VARCHAR_MAX_LENGTH)])),
  ...Object.fromEntries(BIT_FIELDS.map((f) => [f, { type: 'Edm.Boolean', nullable: true } satisfies PropertyDef])),
};

export const ODATA_NAMESPACE = 'Slotboard.Emulator';

export const odataModel: ODataModel = {
  namespace: ODATA_NAMESPACE,
  containerName: 'Container',
  entityTypes: [
    reservationType,
    reservationDeletedType,
    vehicleTypeType,
    unitType,
    branchOfficeType,
    companyType,
    orderType,
    orderRowType,
  ],
  entitySets: [
    { name: 'Reservation', entityType: 'Reservation' },
    { name: 'ReservationDeleted', entityType: 'ReservationDeleted' },
    { name: 'VehicleType', entityType: 'VehicleType' },
    { name: 'Unit', entityType: 'Unit' },
    { name: 'BranchOffice', entityType: 'BranchOffice' },
    { name: 'Company', entityType: 'Company' },
    { name: 'Order', entityType: 'Order' },
    { name: 'OrderRow', entityType: 'OrderRow' },
  ],
  actions: [
    { name: 'Patch', bindingEntityType: 'Reservation', parameters: PATCH_PARAMETERS, returnType: 'Reservation' },
  ],
};

/**
 * Turns a record into its wire form: epoch-ms DateTimeOffset properties become ISO 8601 UTC strings; only declared
 * properties travel.
 */
export function serializeEntity(row: object, entity: EntityType, select?: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const record = row as Record<string, unknown>;
  for (const name of select ?? Object.keys(entity.properties)) {
    const def = entity.properties[name]!;
    const value = record[name] ?? null;
    out[name] = def.type === 'Edm.DateTimeOffset' && typeof value === 'number' ? new Date(value).toISOString() : value;
  }
  return out;
}

const reservationJsonCache = new WeakMap<object, string>();

/**
 * The wire JSON of a stored reservation, cached per record: stored records are never changed in place
 * (every change stores a new object), so the text stays valid for as long as the record lives.
 */
export function reservationJson(r: object): string {
  let text = reservationJsonCache.get(r);
  if (text === undefined) {
    text = JSON.stringify(serializeEntity(r, reservationType));
    reservationJsonCache.set(r, text);
  }
  return text;
}
