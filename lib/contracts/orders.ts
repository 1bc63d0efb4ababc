import { z } from 'zod';
import { atLeastOneField, zDateTime, zDay, zGuid, zSearchText, zText } from './primitives';
import {
  atLeast,
  atMost,
  atMostCharacters,
  issueText,
  mustBeNumber,
  mustBeWholeNumber,
  oneOf,
  orMore,
} from './issue-text';

// Orders, their rows and companies as the BFF accepts and answers them (the service's OData ERP entities, §2.8).

/** ERP writes: the fields the emulator documents, plus any other field the real service may take. */
export const CompanyWriteSchema = z.looseObject({
  CompanyName: z
    .string()
    .trim()
    .min(1, issueText('enterCompanyName', 'enter the company name'))
    .max(200, atMostCharacters(200)),
  CompanyNumber: zText(50).nullish(),
  City: zText(100).nullish(),
  CountryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, issueText('twoLetterCountryCode', 'use a two-letter country code, like CZ'))
    .nullish(),
  IsCarrier: z.boolean().optional(),
  IsSupplier: z.boolean().optional(),
});
export type CompanyWrite = z.infer<typeof CompanyWriteSchema>;
export const OrderWriteSchema = z.looseObject({
  OrderNumber: z
    .string()
    .trim()
    .min(1, issueText('enterOrderNumber', 'enter the order number'))
    .max(100, atMostCharacters(100)),
  SupplierId: z
    .string({ error: issueText('chooseSupplier', 'choose a supplier') })
    .min(1, issueText('chooseSupplier', 'choose a supplier'))
    .pipe(zGuid),
  DeliveryDate: zDay.nullish(),
  Note: zText(2000).nullish(),
});
export type OrderWrite = z.infer<typeof OrderWriteSchema>;
export const OrderRowWriteSchema = z.looseObject({
  LineNumber: z
    .number({ error: issueText('mustBeLineNumber', 'must be a line number') })
    .int(mustBeWholeNumber())
    .min(1, orMore(1))
    .optional(),
  ItemCode: z.string().trim().min(1, issueText('enterItemCode', 'enter the item code')).max(100, atMostCharacters(100)),
  ItemName: zText(200).nullish(),
  Quantity: z
    .number({ error: issueText('enterNumber', 'enter a number') })
    .positive(issueText('moreThan', 'must be more than 0', { min: 0 })),
  UnitOfMeasure: zText(10).nullish(),
});
export type OrderRowWrite = z.infer<typeof OrderRowWriteSchema>;

// The routes drop unknown fields (the upstream client keeps them), so a browser cannot slip fields to the service
// that the form does not offer.
export const ZOrderCreate = z.object(OrderWriteSchema.shape);
export const ZOrderUpdate = atLeastOneField(ZOrderCreate.partial());
export const ZCompanyCreate = z.object(CompanyWriteSchema.shape);
export const ZCompanyUpdate = atLeastOneField(ZCompanyCreate.partial());
export const ZOrderRowCreate = z.object(OrderRowWriteSchema.shape);
export const ZOrderRowUpdate = atLeastOneField(ZOrderRowCreate.partial());

/** Columns the service can sort orders by (a supplier's name lives on the company, so it sorts nothing). */
export const ORDER_SORTS = ['number', 'deliveryDate', 'created', 'updated'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];
export const ORDER_PAGE_SIZES = [25, 50, 100] as const;
export const MAX_ORDER_PAGE = 10_000;

/** The cart's one query: search, filters, sorting and the page, all answered by the service (no full load). */
export const ZOrdersQuery = z
  .object({
    /** Part of an order number, or of its supplier's name. */
    search: zSearchText.optional(),
    inCart: z
      .enum(['true', 'false'], { error: issueText('mustBeTrueOrFalse', 'must be true or false') })
      .transform((v) => v === 'true')
      .optional(),
    supplierId: zGuid.optional(),
    deliveryFrom: zDay.optional(),
    deliveryTo: zDay.optional(),
    sort: z.enum(ORDER_SORTS, { error: oneOf(ORDER_SORTS) }).default('number'),
    dir: z.enum(['asc', 'desc'], { error: issueText('mustBeAscOrDesc', 'must be asc or desc') }).default('asc'),
    page: z.coerce
      .number({ error: mustBeNumber() })
      .int(mustBeWholeNumber())
      .min(0, orMore(0))
      .max(MAX_ORDER_PAGE, atMost(MAX_ORDER_PAGE))
      .default(0),
    pageSize: z.coerce
      .number({ error: mustBeNumber() })
      .int(mustBeWholeNumber())
      .min(1, atLeast(1))
      .max(100, atMost(100))
      .default(50),
  })
  .refine((q) => !q.deliveryFrom || !q.deliveryTo || q.deliveryFrom <= q.deliveryTo, {
    path: ['deliveryTo'],
    message: issueText('notBeforeDeliveryFrom', 'must not be before deliveryFrom'),
  });
export type OrdersQuery = z.output<typeof ZOrdersQuery>;

/** Comma-separated order ids, as many as one page of the cart shows. */
export const ZOrderIdsQuery = z.object({
  ids: z
    .string()
    .transform((v) => v.split(',').filter(Boolean))
    .pipe(
      z
        .array(zGuid)
        .min(1, issueText('atLeastOneOrder', 'name at least one order'))
        .max(100, issueText('atMostOrders', 'name at most 100 orders', { max: 100 })),
    ),
});
export const ZCompaniesQuery = z.object({ search: zSearchText.optional() });

/**
 * Answers, read as leniently as the service may send them: text it may leave out reads as '', unknown fields pass
 * through. Kept apart from the write schemas on purpose: a write's limits (lengths, formats) must not refuse
 * an answer.
 */
export const ZOrder = z.looseObject({
  Id: zGuid,
  OrderNumber: z.string(),
  SupplierId: zGuid.nullable(),
  /** The supplier's name where the service names it on the order instead of a Company key. */
  SupplierName: z.string().nullish(),
  DeliveryDate: z.string().nullish(),
  Note: z.string().nullish(),
  ExistsInReservation: z.boolean(),
  ReservationId: zGuid.nullable(),
  Created: zDateTime.nullable(),
  Updated: zDateTime.nullable(),
});
export type Order = z.infer<typeof ZOrder>;

export const ZOrderRow = z.looseObject({
  Id: zGuid,
  OrderId: zGuid,
  LineNumber: z.number().nullish(),
  ItemCode: z.string(),
  ItemName: z.string().nullish(),
  Quantity: z.number().nullish(),
  UnitOfMeasure: z.string().nullish(),
});
export type OrderRow = z.infer<typeof ZOrderRow>;

export const ZCompany = z.looseObject({
  Id: zGuid,
  CompanyName: z.string(),
  CompanyNumber: z.string().nullish(),
  City: z.string().nullish(),
  CountryCode: z.string().nullish(),
  IsCarrier: z.boolean().nullish(),
  IsSupplier: z.boolean().nullish(),
});
export type Company = z.infer<typeof ZCompany>;

export const ZOrderPage = z.object({
  orders: z.array(ZOrder),
  /** Every match across pages; null when the service does not count. */
  total: z.number().int().nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  more: z.boolean(),
});
export type OrderPage = z.infer<typeof ZOrderPage>;

/**
 * Per order: how many rows, their quantities added up (the cart shows the sum), and per unit of measure (the
 * conversion form proposes the slot's unit and count from them).
 */
export const ZOrderRowSummary = z.object({
  rows: z.number().int(),
  quantity: z.number(),
  /** Quantity per unit of measure as the rows name it (upper case; '' for rows without one). */
  byUnit: z.record(z.string(), z.number()),
});
export type OrderRowSummary = z.infer<typeof ZOrderRowSummary>;
export const ZOrderRowSummaries = z.object({ summaries: z.record(z.string(), ZOrderRowSummary) });
export type OrderRowSummaries = z.infer<typeof ZOrderRowSummaries>;
export const ZOrderAnswer = z.object({ order: ZOrder });
export type OrderAnswer = z.infer<typeof ZOrderAnswer>;
export const ZOrderRowList = z.object({ rows: z.array(ZOrderRow) });
export type OrderRowList = z.infer<typeof ZOrderRowList>;
export const ZOrderRowAnswer = z.object({ row: ZOrderRow });
export type OrderRowAnswer = z.infer<typeof ZOrderRowAnswer>;
export const ZCompanyList = z.object({ companies: z.array(ZCompany) });
export type CompanyList = z.infer<typeof ZCompanyList>;
export const ZCompanyAnswer = z.object({ company: ZCompany });
export type CompanyAnswer = z.infer<typeof ZCompanyAnswer>;
