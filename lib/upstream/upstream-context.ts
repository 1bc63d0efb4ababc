// What the method modules share: the transport, the tenant's path prefixes, the parallelism bound and a few
// response helpers that tolerate the shapes the spec leaves open.
import 'server-only';
import { z } from 'zod';
import { AppError } from '@/lib/errors';
import type { Limiter } from './create-limiter';
import type { Transport } from './create-transport';
import type { OrderShape } from './read-order-shape';
import { isGuid } from '@/lib/contracts';
import { toFieldIssues } from './validate-response';

export interface UpstreamContext {
  transport: Transport;
  /** /v3/{tenant} */
  rest: string;
  /** /odata/v1/{tenant} */
  odata: string;
  limit: Limiter;
  sleep: (ms: number) => Promise<void>;
  /** The connection's Order, OrderRow and Company as its $metadata has them, and the query options it refused. */
  orders: OrderShape;
}

/** A list answer: a bare array, or an object with `value` (OData). */
export const listOf = <T extends z.ZodType>(item: T): z.ZodType<z.infer<T>[]> =>
  z.preprocess(
    (v) =>
      Array.isArray(v) ? v : typeof v === 'object' && v !== null && 'value' in v ? (v as { value: unknown }).value : v,
    z.array(item),
  );

/** A single-entity answer: the object, or the object wrapped in an array or in `value`. */
export const oneOf = <T extends z.ZodType>(item: T): z.ZodType<z.infer<T>> =>
  z.preprocess((v) => {
    if (Array.isArray(v) && v.length === 1) return v[0];
    if (typeof v === 'object' && v !== null && 'value' in v && !('Id' in v)) {
      const inner = (v as { value: unknown }).value;
      return Array.isArray(inner) && inner.length === 1 ? inner[0] : inner;
    }
    return v;
  }, item);

/** The GUIDs in a text such as a Location header, in order (each hex-and-dash run that is one whole GUID). */
const guidsIn = (text: string): string[] => text.split(/[^0-9a-fA-F-]+/).filter(isGuid);

/**
 * The Id of the entity a write created, from wherever the service put it: the body's Id (any casing), or the
 * last GUID of the Location / OData-EntityId header. Null when the answer carries none (e.g. 204, no header).
 */
export function findCreatedId(body: unknown, headers: Headers): string | null {
  if (typeof body === 'object' && body !== null) {
    const b = body as Record<string, unknown>;
    for (const key of ['Id', 'id', 'ID']) if (isGuid(b[key])) return b[key].toLowerCase();
  }
  if (typeof body === 'string') {
    const bare = body.trim().replace(/^"(.*)"$/, '$1');
    if (isGuid(bare)) return bare.toLowerCase();
  }
  for (const name of ['location', 'odata-entityid']) {
    const found = guidsIn(headers.get(name) ?? '');
    if (found.length) return found[found.length - 1]!.toLowerCase();
  }
  return null;
}

/** Input checked before it is sent, so the user sees the same 422 shape as for the service's own refusal. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new AppError('validation_failed', 'The input is not valid', toFieldIssues(parsed.error));
}
