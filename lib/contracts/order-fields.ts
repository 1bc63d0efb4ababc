import { z } from 'zod';

// What the order cart needs of the service's Order, OrderRow and Company, named by the contract's own field names
// (the emulator's default shape); lib/upstream maps each to a property the service's $metadata really has.

export const ORDER_FIELD_KEYS = [
  'Order.OrderNumber',
  'Order.SupplierId',
  'Order.SupplierName',
  'Order.DeliveryDate',
  'Order.Note',
  'Order.ExistsInReservation',
  'Order.ReservationId',
  'Order.Created',
  'Order.Updated',
  'OrderRow.OrderId',
  'OrderRow.LineNumber',
  'OrderRow.ItemCode',
  'OrderRow.ItemName',
  'OrderRow.Quantity',
  'OrderRow.UnitOfMeasure',
  'Company.CompanyName',
  'Company.CompanyNumber',
  'Company.City',
  'Company.CountryCode',
  'Company.IsCarrier',
  'Company.IsSupplier',
] as const;
export type OrderFieldKey = (typeof ORDER_FIELD_KEYS)[number];
export type OrderEntityName = 'Order' | 'OrderRow' | 'Company';

/** The cart's features that depend on named fields; a field left unmapped switches its features off. */
export const ORDER_FEATURES = [
  'searchByNumber',
  'searchBySupplier',
  'supplierColumn',
  'deliveryDate',
  'sortCreated',
  'sortUpdated',
  'rowSums',
  'unitProposal',
] as const;
export type OrderFeature = (typeof ORDER_FEATURES)[number];

export const ZOrderFeatureOff = z.object({
  feature: z.enum(ORDER_FEATURES),
  missing: z.array(z.enum(ORDER_FIELD_KEYS)),
});
export type OrderFeatureOff = z.infer<typeof ZOrderFeatureOff>;
export const ZOrderFeatures = z.object({ off: z.array(ZOrderFeatureOff) });
export type OrderFeatures = z.infer<typeof ZOrderFeatures>;

/**
 * An admin's choices: a field → the service's property, or null for "leave it unmapped" (which switches its
 * features off even when an alias matches). Fields not named follow the metadata.
 */
export const ZOrderFieldOverrides = z.partialRecord(
  z.enum(ORDER_FIELD_KEYS),
  z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .max(128)
    .nullable(),
);
export type OrderFieldOverrides = z.infer<typeof ZOrderFieldOverrides>;

/** One line of Admin → Service connection's mapping table. */
export const ZOrderFieldRow = z.object({
  field: z.enum(ORDER_FIELD_KEYS),
  /** The service's property used, or null when none. */
  property: z.string().nullable(),
  type: z.string().nullable(),
  source: z.enum(['metadata', 'admin', 'none']),
  /** The admin's choice: absent when the field follows the metadata, null for "leave it unmapped". */
  chosen: z.string().nullable().optional(),
  /** Properties of that entity the admin may pick (the types the field accepts). */
  candidates: z.array(z.object({ name: z.string(), type: z.string() })),
});
export type OrderFieldRow = z.infer<typeof ZOrderFieldRow>;
export const ZOrderFieldMapping = z.object({
  fields: z.array(ZOrderFieldRow),
  features: ZOrderFeatures,
  refusedOptions: z.array(z.string()),
});
export type OrderFieldMapping = z.infer<typeof ZOrderFieldMapping>;

/** Admin → Service connection's save: the whole set of choices (a field left out follows the metadata again). */
export const ZOrderFieldMappingInput = z.object({ overrides: ZOrderFieldOverrides });
export type OrderFieldMappingInput = z.infer<typeof ZOrderFieldMappingInput>;
