// A second ERP's OData shape over the same store (EMULATOR_ODATA_SHAPE=erp-b): Company, Order and OrderRow under
// other property names and types (a supplier's name on the order instead of a Company key, the delivery date as a
// DateTimeOffset), its own $metadata, and fewer query options: contains, tolower and `in` in $filter, $count and
// $skip are refused with a 400, and long answers page by @odata.nextLink with $skiptoken. Reservations, the other
// sets and REST (CreateFromOrders included) are unchanged.
import { companyType, odataModel, orderRowType, orderType } from '../domain/entity-model';
import type { Company, Order, OrderRow } from '../domain/types';
import { badRequest, unprocessable } from '../lib/emulator-error';
import type { EntityType, FilterExpr, ODataModel, PropertyDef } from '../odata';
import type { EmulatorState as State } from '../store/emulator-state';
import type { ErpSet } from './write-erp-entities';

const guid: PropertyDef = { type: 'Edm.Guid', nullable: false };
const text = (maxLength: number, nullable = false): PropertyDef => ({ type: 'Edm.String', nullable, maxLength });
const time = (nullable = false): PropertyDef => ({ type: 'Edm.DateTimeOffset', nullable });
const bool: PropertyDef = { type: 'Edm.Boolean', nullable: false };

/** erp-b name → the store's name, per set; a property missing here has no counterpart (it is computed). */
const RENAMES: Record<ErpSet, Record<string, string>> = {
  Company: {
    Id: 'Id',
    Name: 'CompanyName',
    RegistrationNo: 'CompanyNumber',
    City: 'City',
    Country: 'CountryCode',
    IsCarrier: 'IsCarrier',
    IsSupplier: 'IsSupplier',
    CreatedUtc: 'Created',
    ModifiedUtc: 'Updated',
  },
  Order: {
    Id: 'Id',
    OrderNo: 'OrderNumber',
    Confirmed: 'Confirmed',
    Remark: 'Note',
    ExistsInReservation: 'ExistsInReservation',
    ReservationId: 'ReservationId',
    CreatedUtc: 'Created',
    ModifiedUtc: 'Updated',
  },
  OrderRow: {
    Id: 'Id',
    OrderId: 'OrderId',
    LineNo: 'LineNumber',
    ArticleNo: 'ItemCode',
    ArticleName: 'ItemName',
    Qty: 'Quantity',
    Uom: 'UnitOfMeasure',
  },
};

const shapedTypes: Record<ErpSet, EntityType> = {
  Company: {
    name: 'Company',
    key: ['Id'],
    properties: {
      Id: guid,
      Name: text(200),
      RegistrationNo: text(50, true),
      City: text(100, true),
      Country: text(2, true),
      IsCarrier: bool,
      IsSupplier: bool,
      CreatedUtc: time(),
      ModifiedUtc: time(),
    },
  },
  Order: {
    name: 'Order',
    key: ['Id'],
    properties: {
      Id: guid,
      OrderNo: text(50),
      SupplierName: text(200),
      DeliveryDateUtc: time(true),
      Confirmed: bool,
      Remark: text(2000, true),
      ExistsInReservation: bool,
      ReservationId: { type: 'Edm.Guid', nullable: true },
      CreatedUtc: time(),
      ModifiedUtc: time(),
    },
  },
  OrderRow: {
    name: 'OrderRow',
    key: ['Id'],
    properties: {
      Id: guid,
      OrderId: guid,
      LineNo: { type: 'Edm.Int32', nullable: false },
      ArticleNo: text(50),
      ArticleName: text(200, true),
      Qty: { type: 'Edm.Decimal', nullable: false },
      Uom: text(10, true),
    },
  },
};

const DEFAULT_TYPES = new Set([companyType, orderType, orderRowType]);
const isErpSet = (set: string): set is ErpSet => Object.hasOwn(RENAMES, set);
/** Answers longer than this page by nextLink, whatever EMULATOR_ODATA_PAGE_SIZE says (at most it). */
const ERP_B_PAGE_SIZE = 100;
const REFUSED_FUNCTIONS = new Set(['contains', 'tolower']);

export interface ODataShape {
  model: ODataModel;
  typeOf(set: string): EntityType | undefined;
  /** The stored record as this shape shows it (times as epoch ms, for filters and serialisation). */
  view(set: string, row: object): object;
  /** A write body in this shape, as the store's writer takes it. */
  toStore(set: ErpSet, body: unknown): unknown;
  /** Throws the 400 this shape's service gives for a query option it does not support. */
  refuse(query: URLSearchParams, filter: FilterExpr | null): void;
  pageSize(set: string, configured: number): number;
}

export const defaultShape: ODataShape = {
  model: odataModel,
  typeOf: () => undefined,
  view: (_set, row) => row,
  toStore: (_set, body) => body,
  refuse: () => undefined,
  pageSize: (_set, configured) => configured,
};

export function erpBShape(state: State): ODataShape {
  const views: Record<ErpSet, (row: never) => object> = {
    Company: (c: Company) => renameOut('Company', c),
    Order: (o: Order) => ({
      ...renameOut('Order', o),
      SupplierName: state.companies.get(o.SupplierId)?.CompanyName ?? '',
      DeliveryDateUtc: o.DeliveryDate ? Date.parse(`${o.DeliveryDate}T00:00:00Z`) : null,
    }),
    OrderRow: (r: OrderRow) => renameOut('OrderRow', r),
  };
  return {
    model: {
      ...odataModel,
      entityTypes: odataModel.entityTypes.map((t) =>
        DEFAULT_TYPES.has(t) && isErpSet(t.name) ? shapedTypes[t.name] : t,
      ),
    },
    typeOf: (set) => (isErpSet(set) ? shapedTypes[set] : undefined),
    view: (set, row) => (isErpSet(set) ? views[set](row as never) : row),
    toStore: (set, body) => toStore(state, set, body),
    refuse(query, filter) {
      const refused = [...['$count', '$skip'].filter((o) => query.has(o)), ...new Set(filter ? refusedIn(filter) : [])];
      if (refused.length > 0)
        throw badRequest(
          `Not supported by this service: ${refused.join(', ')}`,
          refused.map((name) => ({
            field: name.startsWith('$') ? name : '$filter',
            message: `${name} is not supported`,
          })),
        );
    },
    pageSize: (set, configured) => (isErpSet(set) ? Math.min(configured, ERP_B_PAGE_SIZE) : configured),
  };
}

function renameOut(set: ErpSet, row: object): Record<string, unknown> {
  const record = row as Record<string, unknown>;
  return Object.fromEntries(Object.entries(RENAMES[set]).map(([shaped, stored]) => [shaped, record[stored] ?? null]));
}

/** The names `contains`, `tolower` and `in` wherever they occur in the filter. */
function* refusedIn(node: unknown): Generator<string> {
  if (typeof node !== 'object' || node === null) return;
  const n = node as { kind?: string; name?: string };
  if (n.kind === 'in') yield 'in';
  if (n.kind === 'call' && n.name && REFUSED_FUNCTIONS.has(n.name)) yield n.name;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const v of value) yield* refusedIn(v);
    else if (typeof value === 'object') yield* refusedIn(value);
  }
}

function toStore(state: State, set: ErpSet, body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (set === 'Order' && name === 'SupplierName') out.SupplierId = supplierIdOf(state, value);
    else if (set === 'Order' && name === 'DeliveryDateUtc') out.DeliveryDate = dayOf(value);
    // Unknown names pass unrenamed, so the writer refuses them by their own name.
    else out[RENAMES[set][name] ?? name] = value;
  }
  return out;
}

/** A supplier named on an order is the company of that name (the first, when names repeat). */
function supplierIdOf(state: State, name: unknown): string {
  const found =
    typeof name === 'string' ? [...state.companies.values()].find((c) => c.CompanyName === name) : undefined;
  if (!found)
    throw unprocessable(
      'UNKNOWN_COMPANY',
      'SupplierName',
      `SupplierName ${JSON.stringify(name)} is not a known company`,
    );
  return found.Id;
}

/** The UTC calendar day of a DateTimeOffset; the store keeps delivery as a day. */
function dayOf(value: unknown): string | null {
  if (value === null) return null;
  const at = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN;
  if (Number.isNaN(at))
    throw badRequest('DeliveryDateUtc must be an Edm.DateTimeOffset', [
      { field: 'DeliveryDateUtc', message: 'must be an ISO 8601 date-time' },
    ]);
  return new Date(at).toISOString().slice(0, 10);
}
