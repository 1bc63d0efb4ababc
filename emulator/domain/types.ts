// The emulator's records. Times are epoch milliseconds; the wire format is made in one place (serialize-entity.ts).
export type ApprovalStatus = 'Approved' | 'Pending' | 'Rejected';

export interface BranchOffice {
  Id: string;
  BranchOfficeName: string;
  TimeZone: string;
  /** Local opening days, 0 = Sunday … 6 = Saturday, comma separated so OData can expose it as a string. */
  OpenDays: string;
  /** Local opening time of day, HH:mm. */
  OpenFrom: string;
  /** Local closing time of day, HH:mm (24:00 = midnight). */
  OpenTo: string;
}

export interface Resource {
  Id: string;
  ResourceName: string;
  ShortName: string;
  ResourceNameLocalized: string;
  BranchOfficeId: string;
}

export interface Unit {
  Id: string;
  UnitName: string;
  MinutesPerUnit: number;
}

export interface VehicleType {
  Id: string;
  VehicleTypeName: string;
}

export interface Company {
  Id: string;
  CompanyName: string;
  CompanyNumber: string | null;
  City: string | null;
  CountryCode: string | null;
  IsCarrier: boolean;
  IsSupplier: boolean;
  Created: number;
  Updated: number;
}

export interface Order {
  Id: string;
  OrderNumber: string;
  SupplierId: string;
  DeliveryDate: string | null;
  /** Confirmed by the supplier; flipping it sends order.confirmed / order.confirmation.canceled. */
  Confirmed: boolean;
  Note: string | null;
  ExistsInReservation: boolean;
  ReservationId: string | null;
  Created: number;
  Updated: number;
}

export interface OrderRow {
  Id: string;
  OrderId: string;
  LineNumber: number;
  ItemCode: string;
  ItemName: string | null;
  Quantity: number;
  UnitOfMeasure: string | null;
}

export const VARCHAR_FIELDS = Array.from({ length: 15 }, (_, i) => `ExtCustomFieldVarchar${i + 1}`);
export const BIT_FIELDS = Array.from({ length: 3 }, (_, i) => `ExtCustomFieldBit${i + 1}`);

export interface Reservation {
  Id: string;
  ReservationNumber: string;
  StartUtc: number;
  EndUtc: number;
  ResourceId: string;
  BranchOfficeId: string;
  UnitId: string;
  NumberOfUnits: number;
  Carrier: string;
  CarrierId: string | null;
  VehicleTypeId: string | null;
  VehicleNumberPlate: string;
  TrailerNumberPlate: string;
  CarrierDriverFullName: string;
  ApprovalStatus: ApprovalStatus;
  RealGateVehicleArrivalUtc: number | null;
  RealGateVehicleDepartureUtc: number | null;
  ProcessingStartedUtc: number | null;
  ProcessingCompletedUtc: number | null;
  DeliveredUtc: number | null;
  CarrierNotArrived: boolean;
  /** The emulator's extras for the gate's events (spec §6.1 names the events, §2.1 no fields for them). */
  IsUrgent: boolean;
  IppApprovalStatus: ApprovalStatus | null;
  ActionNotCompleted: boolean;
  CustomActionStatus: string | null;
  ActionDialogAnswer: string | null;
  OrderNumbers: string;
  SupplierNames: string;
  Note: string;
  Created: number;
  Updated: number;
  /** ExtCustomFieldVarchar1-15 (string | null) and ExtCustomFieldBit1-3 (boolean | null). */
  [customField: `ExtCustomField${string}`]: string | boolean | null | undefined;
}

export interface DeletedReservation {
  Id: string;
  ReservationNumber: string;
  StartUtc: number;
  EndUtc: number;
  ResourceId: string;
  DeletedUtc: number;
}
