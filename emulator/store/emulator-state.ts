// Everything the emulator knows, in memory, plus its conversion to and from the persisted snapshot.
import type {
  BranchOffice,
  Company,
  DeletedReservation,
  Order,
  OrderRow,
  Resource,
  Unit,
  VehicleType,
} from '../domain/types';
import { ReservationIndex } from './reservation-index';
import { fromRow, RESERVATION_ROW_FIELDS, toRow, type ReservationRow } from './reservation-record';

export interface PendingDelivery {
  eventId: string;
  body: string;
  attempt: number;
  dueAt: number;
}

export interface Snapshot {
  version: 1;
  seed: number;
  tenantId: string;
  jwtSecret: string;
  nextReservationNumber: number;
  branchOffices: BranchOffice[];
  resources: Resource[];
  units: Unit[];
  vehicleTypes: VehicleType[];
  companies: Company[];
  orders: Order[];
  orderRows: OrderRow[];
  /** Rows of values in `reservationFields` order (key names are not repeated 200,000 times). */
  reservationFields: string[];
  reservations: ReservationRow[];
  deleted: DeletedReservation[];
  pendingDeliveries: PendingDelivery[];
}

/** Fields added since the first snapshot layout: an older snapshot without them still loads. */
const ADDED_FIELDS = new Set([
  'IsUrgent',
  'IppApprovalStatus',
  'ActionNotCompleted',
  'CustomActionStatus',
  'ActionDialogAnswer',
]);

const byId = <T extends { Id: string }>(rows: T[]) => new Map(rows.map((r) => [r.Id, r]));

export class EmulatorState {
  readonly reservations = new ReservationIndex();
  branchOffices = new Map<string, BranchOffice>();
  resources = new Map<string, Resource>();
  units = new Map<string, Unit>();
  vehicleTypes = new Map<string, VehicleType>();
  companies = new Map<string, Company>();
  orders = new Map<string, Order>();
  orderRows = new Map<string, OrderRow>();
  deleted = new Map<string, DeletedReservation>();
  /** Insertion-ordered, so a finished delivery leaves in O(1) however long the queue has grown. */
  pendingDeliveries = new Set<PendingDelivery>();
  seed = 0;
  tenantId = '';
  jwtSecret = '';
  nextReservationNumber = 1;

  /** Replaces the content in place, so every module holding this object sees the new data (reset, load). */
  load(s: Snapshot): void {
    this.seed = s.seed;
    this.tenantId = s.tenantId;
    this.jwtSecret = s.jwtSecret;
    this.nextReservationNumber = s.nextReservationNumber;
    this.branchOffices = byId(s.branchOffices);
    this.resources = byId(s.resources);
    this.units = byId(s.units);
    this.vehicleTypes = byId(s.vehicleTypes);
    this.companies = byId(s.companies);
    this.orders = byId(s.orders);
    this.orderRows = byId(s.orderRows);
    this.deleted = byId(s.deleted);
    this.pendingDeliveries = new Set(s.pendingDeliveries ?? []);
    // A snapshot written before a field was added reads by name; the new fields take their defaults.
    const fields = s.reservationFields;
    if (
      RESERVATION_ROW_FIELDS.some((f) => !fields.includes(f) && !ADDED_FIELDS.has(f)) ||
      fields.some((f) => !RESERVATION_ROW_FIELDS.includes(f))
    ) {
      throw new Error('snapshot has another reservation layout; start with --reset');
    }
    this.reservations.load(s.reservations.map((row) => fromRow(row, fields)));
  }

  toSnapshot(): Snapshot {
    return {
      version: 1,
      seed: this.seed,
      tenantId: this.tenantId,
      jwtSecret: this.jwtSecret,
      nextReservationNumber: this.nextReservationNumber,
      branchOffices: [...this.branchOffices.values()],
      resources: [...this.resources.values()],
      units: [...this.units.values()],
      vehicleTypes: [...this.vehicleTypes.values()],
      companies: [...this.companies.values()],
      orders: [...this.orders.values()],
      orderRows: [...this.orderRows.values()],
      reservationFields: RESERVATION_ROW_FIELDS,
      reservations: this.reservations.all().map(toRow),
      deleted: [...this.deleted.values()],
      pendingDeliveries: [...this.pendingDeliveries],
    };
  }

  takeReservationNumber(): string {
    return `R${String(this.nextReservationNumber++).padStart(7, '0')}`;
  }
}
