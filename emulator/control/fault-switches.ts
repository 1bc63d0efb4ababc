// Fault switches that make the service misbehave on purpose; changeable at run time, applied to service endpoints only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { EmulatorError } from '../lib/emulator-error';

const share = z.number().min(0).max(1);

export const faultsPatch = z
  .strictObject({
    /** Added to every service response, in milliseconds. */
    latencyMs: z.number().int().min(0).max(60_000),
    /** Share of requests answered 500. */
    errorRate: share,
    /** Share of requests answered 429 with Retry-After. */
    rateLimitRate: share,
    retryAfterS: z.number().int().min(0).max(3600),
    /** Share of requests whose connection is dropped without an answer. */
    dropRate: share,
    /**
     * Share of write requests (POST/PUT/PATCH/DELETE on /v3 and /odata) that are handled normally, so the change
     * is applied, and whose answer is then lost as `lostAnswerMode` says.
     */
    lostAnswerRate: share,
    /** How a lost answer is lost: replaced by a 500, or the connection dropped. */
    lostAnswerMode: z.enum(['500', 'drop']),
    /** Lifetime of newly issued tokens, overriding EMULATOR_TOKEN_TTL_S; null = back to the configured value. */
    tokenTtlS: z.number().int().min(1).nullable(),
    /** Share of webhook events delivered twice (same eventId). */
    webhookDuplicateRate: share,
    /** Extra delay before the first delivery attempt of every webhook, in milliseconds. */
    webhookDelayMs: z.number().int().min(0).max(600_000),
    /** Deliver webhooks in swapped pairs (second event first); the same as webhookReorderRate 0.5 or more. */
    webhookReorder: z.boolean(),
    /**
     * Share of webhook events held back and delivered after the next event (a swapped pair). Each held event pairs
     * with the one after it, so at most every other event can be held: 0.5 and above swap every pair.
     */
    webhookReorderRate: share,
  })
  .partial();

export type Faults = Required<z.infer<typeof faultsPatch>>;

export const NO_FAULTS: Faults = {
  latencyMs: 0,
  errorRate: 0,
  rateLimitRate: 0,
  retryAfterS: 1,
  dropRate: 0,
  lostAnswerRate: 0,
  lostAnswerMode: '500',
  tokenTtlS: null,
  webhookDuplicateRate: 0,
  webhookDelayMs: 0,
  webhookReorder: false,
  webhookReorderRate: 0,
};

export class FaultSwitches {
  current: Faults = { ...NO_FAULTS };

  set(patch: z.infer<typeof faultsPatch>): Faults {
    this.current = { ...this.current, ...patch };
    return this.current;
  }

  reset(): Faults {
    this.current = { ...NO_FAULTS };
    return this.current;
  }

  /**
   * Applies the request-side faults; returns true when the request was consumed (dropped). Throws 429/500 faults as
   * errors.
   */
  async apply(req: IncomingMessage, res: ServerResponse, random = Math.random): Promise<boolean> {
    const f = this.current;
    if (f.latencyMs > 0) await new Promise((r) => setTimeout(r, f.latencyMs));
    if (f.dropRate > 0 && random() < f.dropRate) {
      req.socket.destroy();
      res.destroy();
      return true;
    }
    if (f.rateLimitRate > 0 && random() < f.rateLimitRate) {
      throw new EmulatorError(
        429,
        'TOO_MANY_REQUESTS',
        'Rate limit exceeded (emulator fault switch)',
        [],
        {},
        { 'Retry-After': String(f.retryAfterS) },
      );
    }
    if (f.errorRate > 0 && random() < f.errorRate) {
      throw new EmulatorError(500, 'INTERNAL_ERROR', 'Internal server error (emulator fault switch)');
    }
    return false;
  }

  /**
   * Applied after the handler of a write ran (its change is in the state): loses the answer by the lostAnswer
   * switches. Returns true when the connection was dropped; throws the 500 in '500' mode; false to answer normally.
   */
  loseAnswer(req: IncomingMessage, res: ServerResponse, random = Math.random): boolean {
    const f = this.current;
    if (!(f.lostAnswerRate > 0 && random() < f.lostAnswerRate)) return false;
    if (f.lostAnswerMode === 'drop') {
      req.socket.destroy();
      res.destroy();
      return true;
    }
    throw new EmulatorError(
      500,
      'INTERNAL_ERROR',
      'Internal server error after the change was applied (emulator fault switch lostAnswerRate)',
    );
  }
}

/** The requests lostAnswerRate applies to: writes to the service's data (not the Token request under /v1). */
export function isDataWrite(method: string | undefined, pathname: string): boolean {
  if (method === undefined || method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  const p = pathname.toLowerCase();
  return p.startsWith('/v3/') || p.startsWith('/odata/');
}
