import { z } from 'zod';

// Spec §6.2. Tolerant where the spec is loose (extra fields kept, data fields other than id ignored), strict on
// what processing needs: which event, about what, and an id to store it once by.
export const ZWebhookPayload = z.looseObject({
  schemaVersion: z.string().max(20).optional(),
  eventId: z.string().trim().min(1, 'is required').max(100),
  event: z.string().trim().min(1, 'is required').max(100),
  tenantId: z.string().max(100).optional(),
  occurredAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 time' }).optional(),
  data: z.looseObject({ id: z.string().max(100).optional() }).optional(),
});
