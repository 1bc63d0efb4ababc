import { z } from 'zod';

// Spec §6.2. Tolerant where the spec is loose (extra fields kept, data fields other than id ignored), strict on
// what processing needs: which event, about what, and an id to store it once by.
export const ZWebhookPayload = z
  .looseObject({
    schemaVersion: z.string().max(20).optional(),
    eventId: z.string().trim().min(1, 'is required').max(100),
    event: z.string().trim().min(1, 'is required').max(100),
    tenantId: z.string().max(100).optional(),
    occurredAt: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 time' }).optional(),
    data: z.looseObject({ id: z.string().max(100).optional() }).optional(),
  })
  // The whole body is stored (jsonb), and the database refuses a NUL character in any string or key: refused here
  // as bad input, named, instead of failing the store with a 5xx that the service would redeliver forever.
  .superRefine((payload, ctx) => {
    for (const path of findNul(payload, []))
      ctx.addIssue({ code: 'custom', path, message: 'must not contain a NUL character (\\u0000)' });
  });

// With a stack of its own, not recursion: a signed body of deeply nested arrays must be judged, not overflow the call
// stack into a 500 that the service would redeliver forever.
function findNul(root: unknown, rootPath: (string | number)[]): (string | number)[][] {
  const found: (string | number)[][] = [];
  const stack: [unknown, (string | number)[]][] = [[root, rootPath]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push([v, [...path, i]]));
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        // A key with a NUL is named with it escaped: the field name goes into the refusal count, stored in the database
        // too.
        if (k.includes('\u0000')) found.push([...path, k.replaceAll('\u0000', '\\u0000')]);
        else stack.push([v, [...path, k]]);
      }
    }
  }
  return found;
}
