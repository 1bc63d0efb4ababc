import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkHeaders, hmacHex, MAX_AGE_MS, parseTimestamp, verifySignature } from './verify-signature';

const body = '{"eventId":"e1","event":"reservation.updated","data":{"id":"x"}}';
const sign = (secret: string, ts: string, raw = body) =>
  `sha256=${createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex')}`;
const now = Date.parse('2026-11-21T12:00:00Z');
const ts = String(now / 1000);

describe('verifySignature', () => {
  it('accepts the service signature with any configured secret (rotation)', () => {
    expect(
      verifySignature({ timestamp: ts, signature: sign('new', ts), rawBody: body, secrets: ['old', 'new'], now }),
    ).toEqual({ ok: true, secretIndex: 1 });
    expect(
      verifySignature({
        timestamp: ts,
        signature: sign('old', ts).toUpperCase().replace('SHA256=', 'sha256='),
        rawBody: body,
        secrets: ['old'],
        now,
      }).ok,
    ).toBe(true);
  });

  it('refuses a changed body, a wrong secret, a signature over another timestamp, and missing headers', () => {
    expect(
      verifySignature({ timestamp: ts, signature: sign('s', ts), rawBody: body.replace('x', 'y'), secrets: ['s'], now })
        .ok,
    ).toBe(false);
    expect(
      verifySignature({ timestamp: ts, signature: sign('other', ts), rawBody: body, secrets: ['s'], now }).ok,
    ).toBe(false);
    expect(
      verifySignature({
        timestamp: String(now / 1000 - 1),
        signature: sign('s', ts),
        rawBody: body,
        secrets: ['s'],
        now,
      }).ok,
    ).toBe(false);
    expect(
      verifySignature({ timestamp: null, signature: sign('s', ts), rawBody: body, secrets: ['s'], now }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('X-SVC-Timestamp') });
    expect(verifySignature({ timestamp: ts, signature: null, rawBody: body, secrets: ['s'], now })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('X-SVC-Signature'),
    });
    expect(verifySignature({ timestamp: ts, signature: 'sha256=00', rawBody: body, secrets: ['s'], now }).ok).toBe(
      false,
    );
    expect(verifySignature({ timestamp: ts, signature: sign('s', ts), rawBody: body, secrets: [], now })).toMatchObject(
      { ok: false, reason: expect.stringContaining('no webhook secret') },
    );
  });

  it('refuses timestamps from the future or older than a day', () => {
    const future = String(now / 1000 + 600);
    const old = String((now - MAX_AGE_MS - 1000) / 1000);
    expect(
      verifySignature({ timestamp: future, signature: sign('s', future), rawBody: body, secrets: ['s'], now }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('future') });
    expect(
      verifySignature({ timestamp: old, signature: sign('s', old), rawBody: body, secrets: ['s'], now }),
    ).toMatchObject({ ok: false, reason: expect.stringContaining('24 hours') });
  });
});

describe('HMAC over raw bytes', () => {
  it("computes the HMAC-SHA256 hex of GitHub's published test vector", () => {
    // docs.github.com, "Validating webhook deliveries": secret, payload and the X-Hub-Signature-256 it gives.
    expect(hmacHex("It's a Secret to Everybody", 'Hello, World!')).toBe(
      '757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17',
    );
    // The same digest whether the parts come as text or as their UTF-8 bytes.
    expect(hmacHex("It's a Secret to Everybody", Buffer.from('Hello, '), 'World!')).toBe(
      '757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17',
    );
  });

  it('accepts a body with bytes that are not valid UTF-8, signed as sent, which decoding first would break', () => {
    const raw = Buffer.concat([
      Buffer.from('{"eventId":"e2","event":"reservation.updated","note":"'),
      Buffer.from([0xff, 0xfe, 0xc3]),
      Buffer.from('"}'),
    ]);
    const signature = `sha256=${createHmac('sha256', 's').update(`${ts}.`).update(raw).digest('hex')}`;
    expect(verifySignature({ timestamp: ts, signature, rawBody: raw, secrets: ['s'], now }).ok).toBe(true);
    expect(verifySignature({ timestamp: ts, signature, rawBody: raw.toString('utf8'), secrets: ['s'], now }).ok).toBe(
      false,
    );
  });

  it('refuses a signature that is not "sha256=" and 64 hex digits: bad hex, short hex, another scheme', () => {
    const good = sign('s', ts);
    for (const signature of [
      good.replace(/.$/, 'z'),
      good.slice(0, -2),
      good.replace('sha256=', 'sha1='),
      good.replace('sha256=', ''),
      `${good}00`,
    ]) {
      expect(verifySignature({ timestamp: ts, signature, rawBody: body, secrets: ['s'], now })).toMatchObject({
        ok: false,
        code: 'signature_mismatch',
        reason: expect.stringContaining('64 hex digits'),
      });
      // Told apart without any secret.
      expect(checkHeaders({ timestamp: ts, signature, now })).toMatchObject({
        ok: false,
        reason: expect.stringContaining('64 hex digits'),
      });
    }
    // Surrounding spaces and an upper-case prefix or digits are the same signature.
    expect(
      verifySignature({ timestamp: ts, signature: ` ${good.toUpperCase()} `, rawBody: body, secrets: ['s'], now }).ok,
    ).toBe(true);
  });
});

describe('refusal codes', () => {
  it('names each failure with the stable key Admin → Webhooks counts it under', () => {
    const check = (over: Partial<Parameters<typeof verifySignature>[0]>) =>
      verifySignature({ timestamp: ts, signature: sign('s', ts), rawBody: body, secrets: ['s'], now, ...over });
    const old = String((now - MAX_AGE_MS - 1000) / 1000);
    expect(check({ secrets: [] })).toMatchObject({ ok: false, code: 'no_secret' });
    expect(check({ timestamp: null })).toMatchObject({ ok: false, code: 'missing_headers' });
    expect(check({ signature: '' })).toMatchObject({ ok: false, code: 'missing_headers' });
    expect(check({ timestamp: 'soon' })).toMatchObject({ ok: false, code: 'invalid_timestamp' });
    expect(check({ timestamp: old, signature: sign('s', old) })).toMatchObject({ ok: false, code: 'stale_timestamp' });
    expect(check({ timestamp: String(now / 1000 + 600) })).toMatchObject({ ok: false, code: 'stale_timestamp' });
    expect(check({ secrets: ['other'] })).toMatchObject({ ok: false, code: 'signature_mismatch' });
  });

  it('checks headers and the time window without any secret', () => {
    expect(checkHeaders({ timestamp: ts, signature: `sha256=${'0'.repeat(64)}`, now })).toEqual({ ok: true });
    expect(checkHeaders({ timestamp: ts, signature: null, now })).toMatchObject({ ok: false, code: 'missing_headers' });
  });
});

describe('parseTimestamp', () => {
  it('reads Unix seconds, Unix milliseconds and ISO 8601', () => {
    expect(parseTimestamp('1795262400')).toBe(1_795_262_400_000);
    expect(parseTimestamp('1795262400123')).toBe(1_795_262_400_123);
    expect(parseTimestamp('2026-11-21T12:00:00.000Z')).toBe(now);
    expect(parseTimestamp('soon')).toBeNull();
  });
});
