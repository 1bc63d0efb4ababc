// Maps what the order cart needs (the contract's field names) onto the properties the service's $metadata really
// has: an admin's choice first, then known aliases, each type-checked. What finds no property is unmapped, and the
// features that need it are off (never an error): a pure function of the metadata and the admin's overrides.
import type {
  OrderEntityName,
  OrderFeature,
  OrderFeatureOff,
  OrderFieldKey,
  OrderFieldOverrides,
  OrderFieldRow,
} from '@/lib/contracts';
import { ORDER_FEATURES, ORDER_FIELD_KEYS } from '@/lib/contracts';
import type { CsdlDocument, CsdlProperty } from './parse-csdl';

const TEXT = ['Edm.String'];
const GUID = ['Edm.Guid'];
const BOOLEAN = ['Edm.Boolean'];
const TIME = ['Edm.DateTimeOffset'];
const NUMBER = ['Edm.Decimal', 'Edm.Double', 'Edm.Single', 'Edm.Int16', 'Edm.Int32', 'Edm.Int64'];
const WHOLE = ['Edm.Int16', 'Edm.Int32', 'Edm.Int64'];

/** Per field: the Edm types it accepts and the names it goes by, best first (compared without case). */
export const FIELD_NEEDS: Record<OrderFieldKey, { types: string[]; aliases: string[] }> = {
  'Order.OrderNumber': {
    types: TEXT,
    aliases: ['OrderNumber', 'OrderNo', 'OrderNum', 'Number', 'No', 'DocumentNumber', 'DocumentNo', 'OrderCode'],
  },
  'Order.SupplierId': { types: GUID, aliases: ['SupplierId', 'SupplierCompanyId', 'VendorId', 'CompanyId'] },
  'Order.SupplierName': { types: TEXT, aliases: ['SupplierName', 'VendorName', 'Supplier', 'Vendor', 'CompanyName'] },
  'Order.DeliveryDate': {
    types: ['Edm.Date', 'Edm.DateTimeOffset'],
    aliases: [
      'DeliveryDate',
      'DeliveryDateUtc',
      'RequestedDeliveryDate',
      'ExpectedDeliveryDate',
      'DeliveryOn',
      'DueDate',
    ],
  },
  'Order.Note': { types: TEXT, aliases: ['Note', 'Notes', 'Remark', 'Remarks', 'Comment', 'Description'] },
  'Order.ExistsInReservation': { types: BOOLEAN, aliases: ['ExistsInReservation'] },
  'Order.ReservationId': { types: GUID, aliases: ['ReservationId'] },
  'Order.Created': { types: TIME, aliases: ['Created', 'CreatedUtc', 'CreatedAt', 'CreatedOn', 'CreatedDate'] },
  'Order.Updated': {
    types: TIME,
    aliases: [
      'Updated',
      'UpdatedUtc',
      'Modified',
      'ModifiedUtc',
      'ModifiedAt',
      'ModifiedOn',
      'Changed',
      'ChangedUtc',
      'LastModified',
    ],
  },
  'OrderRow.OrderId': { types: GUID, aliases: ['OrderId', 'OrderGuid', 'ParentOrderId'] },
  'OrderRow.LineNumber': { types: WHOLE, aliases: ['LineNumber', 'LineNo', 'Line', 'Position', 'RowNumber'] },
  'OrderRow.ItemCode': {
    types: TEXT,
    aliases: ['ItemCode', 'ItemNo', 'ItemNumber', 'ArticleNo', 'ArticleNumber', 'ArticleCode', 'ProductCode', 'Sku'],
  },
  'OrderRow.ItemName': { types: TEXT, aliases: ['ItemName', 'ArticleName', 'ProductName', 'Description'] },
  'OrderRow.Quantity': { types: NUMBER, aliases: ['Quantity', 'Qty', 'Amount'] },
  'OrderRow.UnitOfMeasure': {
    types: TEXT,
    aliases: ['UnitOfMeasure', 'Uom', 'UoM', 'Unit', 'UnitCode', 'MeasureUnit'],
  },
  'Company.CompanyName': { types: TEXT, aliases: ['CompanyName', 'Name', 'DisplayName', 'LegalName'] },
  'Company.CompanyNumber': {
    types: TEXT,
    aliases: ['CompanyNumber', 'CompanyNo', 'RegistrationNo', 'RegistrationNumber', 'RegNo'],
  },
  'Company.City': { types: TEXT, aliases: ['City', 'Town'] },
  'Company.CountryCode': { types: TEXT, aliases: ['CountryCode', 'Country', 'CountryIso'] },
  'Company.IsCarrier': { types: BOOLEAN, aliases: ['IsCarrier', 'Carrier'] },
  'Company.IsSupplier': { types: BOOLEAN, aliases: ['IsSupplier', 'Supplier'] },
};

/**
 * Each feature's fields; where there are several lists, any one complete list will do (a supplier is either a
 * Company key with the company's name, or a name on the order). The first list is the one a sentence names.
 */
export const FEATURE_NEEDS: Record<OrderFeature, OrderFieldKey[][]> = {
  searchByNumber: [['Order.OrderNumber']],
  searchBySupplier: [['Order.SupplierId', 'Company.CompanyName'], ['Order.SupplierName']],
  supplierColumn: [['Order.SupplierId', 'Company.CompanyName'], ['Order.SupplierName']],
  deliveryDate: [['Order.DeliveryDate']],
  sortCreated: [['Order.Created']],
  sortUpdated: [['Order.Updated']],
  rowSums: [['OrderRow.OrderId', 'OrderRow.Quantity']],
  unitProposal: [['OrderRow.OrderId', 'OrderRow.Quantity', 'OrderRow.UnitOfMeasure']],
};

export interface MappedField {
  property: string;
  type: string;
  source: 'metadata' | 'admin';
}

export interface OrderFieldMap {
  fields: Partial<Record<OrderFieldKey, MappedField>>;
  /** The properties each entity has, as $metadata declares them (for the admin's picker). */
  properties: Record<OrderEntityName, CsdlProperty[]>;
  overrides: OrderFieldOverrides;
}

const entityOf = (key: OrderFieldKey) => key.slice(0, key.indexOf('.')) as OrderEntityName;
const fieldOf = (key: OrderFieldKey) => key.slice(key.indexOf('.') + 1);

/** The entity type behind a set of that name (the spec names sets; a service may name its types otherwise). */
function propertiesOf(doc: CsdlDocument, set: OrderEntityName): CsdlProperty[] {
  const type = doc.entityTypes[doc.entitySets[set] ?? set] ?? doc.entityTypes[set];
  return type?.properties ?? [];
}

export function mapOrderFields(doc: CsdlDocument, overrides: OrderFieldOverrides = {}): OrderFieldMap {
  const properties = {
    Order: propertiesOf(doc, 'Order'),
    OrderRow: propertiesOf(doc, 'OrderRow'),
    Company: propertiesOf(doc, 'Company'),
  };
  const fields: OrderFieldMap['fields'] = {};
  for (const key of ORDER_FIELD_KEYS) {
    const { types, aliases } = FIELD_NEEDS[key];
    const own = properties[entityOf(key)].filter((p) => types.includes(p.type));
    if (Object.hasOwn(overrides, key)) {
      const chosen = overrides[key];
      const found = chosen ? own.find((p) => p.name === chosen) : undefined;
      // A choice the metadata no longer backs (a renamed property, a changed type) leaves the field unmapped.
      if (found) fields[key] = { property: found.name, type: found.type, source: 'admin' };
      continue;
    }
    for (const alias of aliases) {
      const found = own.find((p) => p.name.toLowerCase() === alias.toLowerCase());
      if (found) {
        fields[key] = { property: found.name, type: found.type, source: 'metadata' };
        break;
      }
    }
  }
  // One property serves one field: an alias that another field of the same entity took by name loses it.
  dropSharedProperties(fields);
  return { fields, properties, overrides };
}

function dropSharedProperties(fields: OrderFieldMap['fields']): void {
  const seen = new Map<string, OrderFieldKey>();
  for (const key of ORDER_FIELD_KEYS) {
    const mapped = fields[key];
    if (!mapped) continue;
    const at = `${entityOf(key)}.${mapped.property}`;
    const first = seen.get(at);
    if (!first) seen.set(at, key);
    else if (mapped.source === 'metadata') delete fields[key];
    else if (fields[first]?.source === 'metadata') {
      delete fields[first];
      seen.set(at, key);
    }
  }
}

/** The service's property for a field, or undefined when it has none. */
export const propertyFor = (map: OrderFieldMap, key: OrderFieldKey): string | undefined => map.fields[key]?.property;

/** The features off, each with the fields of its first list that are missing. */
export function featuresOff(map: OrderFieldMap): OrderFeatureOff[] {
  const off: OrderFeatureOff[] = [];
  for (const feature of ORDER_FEATURES) {
    const lists = FEATURE_NEEDS[feature];
    if (lists.some((list) => list.every((key) => map.fields[key]))) continue;
    off.push({ feature, missing: lists[0]!.filter((key) => !map.fields[key]) });
  }
  return off;
}

export const isFeatureOn = (map: OrderFieldMap, feature: OrderFeature) =>
  FEATURE_NEEDS[feature].some((list) => list.every((key) => map.fields[key]));

/** Admin → Service connection's table: per field the property used and the ones that could be picked. */
export function describeOrderFields(map: OrderFieldMap): OrderFieldRow[] {
  return ORDER_FIELD_KEYS.map((field) => {
    const mapped = map.fields[field];
    const { types } = FIELD_NEEDS[field];
    return {
      field,
      ...(Object.hasOwn(map.overrides, field) ? { chosen: map.overrides[field] ?? null } : {}),
      property: mapped?.property ?? null,
      type: mapped?.type ?? null,
      source: mapped?.source ?? 'none',
      candidates: map.properties[entityOf(field)]
        .filter((p) => types.includes(p.type))
        .map((p) => ({ name: p.name, type: p.type })),
    };
  });
}

/** The field name a property of the service stands for, per entity: the reverse of the map, for reading answers. */
export function fieldNamesOf(map: OrderFieldMap, entity: OrderEntityName): [field: string, property: string][] {
  return ORDER_FIELD_KEYS.filter((key) => entityOf(key) === entity && map.fields[key]).map((key) => [
    fieldOf(key),
    map.fields[key]!.property,
  ]);
}
