import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { checkOrigin } from './check-origin';

const post = (headers: Record<string, string>) =>
  new Request('https://slotboard.example.com/api/reservations', { method: 'POST', headers });

function refusal(publicUrl: string, headers: Record<string, string>): AppError {
  try {
    checkOrigin(post(headers), publicUrl);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the request was accepted');
}

describe('checkOrigin', () => {
  const site = 'https://slotboard.example.com/';

  it('accepts exactly the origin of the configured public address', () => {
    expect(() => checkOrigin(post({ origin: 'https://slotboard.example.com' }), site)).not.toThrow();
    expect(() =>
      checkOrigin(post({ origin: 'https://slotboard.example.com' }), 'https://slotboard.example.com:443/app'),
    ).not.toThrow();
    expect(() => checkOrigin(post({ origin: 'http://127.0.0.1:3100' }), 'http://127.0.0.1:3100')).not.toThrow();
  });

  it(
    'refuses a missing Origin, Origin: null, an http page of an https site and a foreign origin, each saying ' + 'why',
    () => {
      expect(refusal(site, {})).toMatchObject({
        code: 'origin_mismatch',
        status: 403,
        message: expect.stringContaining('Origin header missing'),
      });
      expect(refusal(site, { origin: 'null' })).toMatchObject({
        code: 'origin_mismatch',
        message: expect.stringContaining('Origin: null'),
      });
      expect(refusal(site, { origin: 'http://slotboard.example.com' }).message).toContain(
        'http:// pages are not accepted',
      );
      expect(refusal(site, { origin: 'https://evil.example' }).message).toBe(
        `Origin: requests from https://evil.example are not accepted; this site is served on ${new URL(site).origin}.`,
      );
      expect(refusal(site, { origin: 'not a url' }).message).toContain('not a valid address');
    },
  );

  it('refuses another port, a subdomain and a look-alike, whatever Host or X-Forwarded-Host claim', () => {
    for (const origin of [
      'https://slotboard.example.com:8443',
      'https://app.slotboard.example.com',
      'https://slotboard.example.com.evil.example',
      'https://slotboard.example.com@evil.example',
    ]) {
      expect(refusal(site, { origin, host: new URL(origin).host, 'x-forwarded-host': new URL(origin).host }).code).toBe(
        'origin_mismatch',
      );
    }
    expect(refusal('http://127.0.0.1:3100', { origin: 'http://localhost:3100', host: 'localhost:3100' }).code).toBe(
      'origin_mismatch',
    );
  });
});
