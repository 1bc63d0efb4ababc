import { z } from 'zod';
import { zDateTime } from './primitives';

/** Set on an answer read from Slotboard's saved copy when the service could not be reached. */
export const ZStale = z.object({ since: zDateTime.nullable(), message: z.string() });
