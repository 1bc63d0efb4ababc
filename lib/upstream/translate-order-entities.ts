// Between the service's Order, OrderRow and Company, in whatever names and types its $metadata gives them, and the
// contract's (the names the BFF answers and the forms write): renamed through the connection's field map.
import { zDay } from '@/lib/contracts';
import type { OrderEntityName } from '@/lib/contracts';
import { fieldNamesOf, type OrderFieldMap } from './map-order-fields';

/**
 * A service entity in the contract's names: every mapped field renamed, everything else kept as the service sent it
 * (unknown fields pass, as they always did). A field the service lacks is absent.
 */
export function toContractEntity(map: OrderFieldMap, entity: OrderEntityName, raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const source = raw as Record<string, unknown>;
  const out: Record<string, unknown> = { ...source };
  for (const [field, property] of fieldNamesOf(map, entity)) {
    if (field !== property) delete out[property];
    if (!(property in source)) continue;
    out[field] = entity === 'Order' && field === 'DeliveryDate' ? deliveryDay(source[property]) : source[property];
  }
  return out;
}

/** The calendar day of a delivery: an Edm.Date as it is, a DateTimeOffset's date as the service wrote it. */
function deliveryDay(value: unknown): unknown {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
}

/**
 * A write body in the service's names: contract fields renamed, those the service has no property for left out
 * (a form's optional field must not be a 400), fields of no contract name passed as given.
 */
export function toServiceBody(
  map: OrderFieldMap,
  entity: OrderEntityName,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const names = new Map(fieldNamesOf(map, entity));
  const known = new Set(
    Object.keys(map.fields)
      .filter((k) => k.startsWith(`${entity}.`))
      .map((k) => k.slice(entity.length + 1)),
  );
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    const property = names.get(field);
    if (property) out[property] = entity === 'Order' && field === 'DeliveryDate' ? deliveryValue(map, value) : value;
    else if (!known.has(field) && !isContractField(entity, field)) out[field] = value;
  }
  return out;
}

const CONTRACT_FIELDS: Record<OrderEntityName, Set<string>> = {
  Order: new Set([
    'OrderNumber',
    'SupplierId',
    'SupplierName',
    'DeliveryDate',
    'Note',
    'ExistsInReservation',
    'ReservationId',
    'Created',
    'Updated',
  ]),
  OrderRow: new Set(['OrderId', 'LineNumber', 'ItemCode', 'ItemName', 'Quantity', 'UnitOfMeasure']),
  Company: new Set(['CompanyName', 'CompanyNumber', 'City', 'CountryCode', 'IsCarrier', 'IsSupplier']),
};
const isContractField = (entity: OrderEntityName, field: string) => CONTRACT_FIELDS[entity].has(field);

/** A day written to a DateTimeOffset property is its midnight UTC, the instant whose date reads back as that day. */
function deliveryValue(map: OrderFieldMap, value: unknown): unknown {
  if (
    map.fields['Order.DeliveryDate']?.type !== 'Edm.DateTimeOffset' ||
    typeof value !== 'string' ||
    !zDay.safeParse(value).success
  )
    return value;
  return `${value}T00:00:00Z`;
}

/** The day after, for `lt` bounds on a DateTimeOffset delivery. */
export function nextDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}
