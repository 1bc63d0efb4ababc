import { z } from 'zod';
import { OrderRowWriteSchema, OrderWriteSchema, zGuid } from '@/lib/upstream/schemas';

// BFF request shapes for the order cart. Unknown fields are dropped here (the wire schemas keep them, for
// reading), so a browser cannot slip fields to the service that the form does not offer.

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
