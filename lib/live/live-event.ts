import { z } from 'zod';
import { ENVIRONMENTS } from '@/lib/contracts';

// What crosses instances (PostgreSQL NOTIFY caps a payload at 8000 bytes): identifiers and who did it, never a
// record or a secret. Each instance loads the record from the mirror once and hands it to its own browsers.
const base = { environment: z.enum(ENVIRONMENTS), at: z.string() };
const who = {
  /** The browser tab that made the change, so that tab does not warn its own planner. */
  origin: z.string().max(64).optional(),
  actor: z.string().max(200).optional(),
  event: z.string().max(100).optional(),
};

export const ZLiveEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('reservation.changed'), id: z.string(), ...base, ...who }),
  z.object({ type: z.literal('reservation.deleted'), id: z.string(), number: z.string().optional(), ...base, ...who }),
  z.object({ type: z.literal('order.changed'), id: z.string(), ...base, ...who }),
  z.object({ type: z.literal('webhook.test'), ...base }),
  // Something may have been missed (a lost database connection, many changes at once): reload what is shown.
  z.object({ type: z.literal('resync'), environment: base.environment.optional(), at: z.string() }),
]);
export type LiveEvent = z.output<typeof ZLiveEvent>;
