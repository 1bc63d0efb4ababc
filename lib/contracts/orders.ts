import { z } from 'zod';
import { zDateTime, zGuid } from './primitives';

// Orders, their rows and companies as the BFF accepts and answers them (the service's OData ERP entities, §2.8).

/** ERP writes: the fields the emulator documents, plus any other field the real service may take. */
export const CompanyWriteSchema = z.looseObject({
  CompanyName: z.string().min(1),
  CompanyNumber: z.string().nullish(),
  City: z.string().nullish(),
  CountryCode: z.string().nullish(),
  IsCarrier: z.boolean().optional(),
  IsSupplier: z.boolean().optional(),
});
export type CompanyWrite = z.infer<typeof CompanyWriteSchema>;
export const OrderWriteSchema = z.looseObject({
  OrderNumber: z.string().min(1),
  SupplierId: zGuid,
  DeliveryDate: z.string().nullish(),
  Note: z.string().nullish(),
});
export type OrderWrite = z.infer<typeof OrderWriteSchema>;
export const OrderRowWriteSchema = z.looseObject({
  LineNumber: z.number().int().min(1).optional(),
  ItemCode: z.string().min(1),
  ItemName: z.string().nullish(),
  Quantity: z.number().positive(),
  UnitOfMeasure: z.string().nullish(),
});
export type OrderRowWrite = z.infer<typeof OrderRowWriteSchema>;

// The routes drop unknown fields (the upstream client keeps them), so a browser cannot slip fields to the service
// that the form does not offer.
export const ZOrderCreate = z.object(OrderWriteSchema.shape);
export const ZOrderUpdate = ZOrderCreate.partial().refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'change at least one field' });
export const ZOrderRowCreate = z.object(OrderRowWriteSchema.shape);
export const ZOrderRowUpdate = ZOrderRowCreate.partial().refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'change at least one field' });

export const ZOrdersQuery = z.object({
  search: z.string().trim().max(100, 'use at most 100 characters').optional(),
  inCart: z.enum(['true', 'false'], { error: 'must be true or false' }).transform((v) => v === 'true').optional(),
});
export const ZCompaniesQuery = z.object({ search: z.string().trim().max(100, 'use at most 100 characters').optional() });
export const ZOrderIdParams = z.object({ id: zGuid });

/** Answers: what a write sets, read leniently (text the service may leave out reads as ''), plus the service's own fields. */
export const ZOrder = OrderWriteSchema.extend({
  Id: zGuid,
  OrderNumber: z.string(),
  SupplierId: zGuid.nullable(),
  ExistsInReservation: z.boolean(),
  ReservationId: zGuid.nullable(),
  Created: zDateTime.nullable(),
  Updated: zDateTime.nullable(),
});
export type Order = z.infer<typeof ZOrder>;

export const ZOrderRow = OrderRowWriteSchema.extend({ Id: zGuid, OrderId: zGuid, LineNumber: z.number().nullish(), ItemCode: z.string(), Quantity: z.number().nullish() });
export type OrderRow = z.infer<typeof ZOrderRow>;

export const ZCompany = CompanyWriteSchema.extend({ Id: zGuid, CompanyName: z.string(), IsCarrier: z.boolean().nullish(), IsSupplier: z.boolean().nullish() });
export type Company = z.infer<typeof ZCompany>;

export const ZOrderList = z.object({ orders: z.array(ZOrder) });
export type OrderList = z.infer<typeof ZOrderList>;
export const ZOrderAnswer = z.object({ order: ZOrder });
export type OrderAnswer = z.infer<typeof ZOrderAnswer>;
export const ZOrderRowList = z.object({ rows: z.array(ZOrderRow) });
export type OrderRowList = z.infer<typeof ZOrderRowList>;
export const ZOrderRowAnswer = z.object({ row: ZOrderRow });
export type OrderRowAnswer = z.infer<typeof ZOrderRowAnswer>;
export const ZCompanyList = z.object({ companies: z.array(ZCompany) });
export type CompanyList = z.infer<typeof ZCompanyList>;
