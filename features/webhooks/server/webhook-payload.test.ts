import { describe, expect, it } from 'vitest';
import { ZWebhookPayload } from './webhook-payload';

describe('ZWebhookPayload', () => {
  const good = { eventId: 'e-1', event: 'reservation.updated', data: { id: 'r-1', extra: ['ok'] } };
  const fields = (body: unknown) => {
    const parsed = ZWebhookPayload.safeParse(body);
    return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.map(String).join('.'), i.message]);
  };

  it('accepts a payload without NUL characters, extra fields kept', () => {
    expect(ZWebhookPayload.parse({ ...good, note: 'x' })).toEqual({ ...good, note: 'x' });
  });

  it('refuses a NUL character in any string or key, naming the field (the database cannot store it)', () => {
    const nul = 'must not contain a NUL character (\\u0000)';
    expect(fields({ ...good, event: 'reservation\u0000.updated' })).toEqual([['event', nul]]);
    expect(fields({ ...good, data: { id: 'r-1', extra: ['ok', 'a\u0000b'] } })).toEqual([['data.extra.1', nul]]);
    expect(fields({ ...good, 'no\u0000te': 1 })).toEqual([['no\\u0000te', nul]]);
  });
});
