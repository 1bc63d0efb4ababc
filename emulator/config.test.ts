import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('has the documented defaults', () => {
    const c = parseConfig({}, []);
    expect(c).toMatchObject({ port: 4010, tenant: 'demo', tokenTtlS: 3600, reset: false });
    expect(c.webhook).toMatchObject({ url: 'http://127.0.0.1:3000/api/webhooks', secret: 'demo-webhook-secret' });
  });

  it('reads env and --reset, and refuses nonsense', () => {
    expect(parseConfig({ EMULATOR_PORT: '4111', EMULATOR_TOKEN_TTL_S: '5' }, ['--reset'])).toMatchObject({
      port: 4111,
      tokenTtlS: 5,
      reset: true,
    });
    expect(() => parseConfig({ EMULATOR_PORT: 'x' }, [])).toThrow(/EMULATOR_PORT/);
  });

  it('reads the webhook concurrency (default 4) and refuses less than one delivery in flight', () => {
    expect(parseConfig({}, []).webhook.concurrency).toBe(4);
    expect(parseConfig({ EMULATOR_WEBHOOK_CONCURRENCY: '32' }, []).webhook.concurrency).toBe(32);
    expect(() => parseConfig({ EMULATOR_WEBHOOK_CONCURRENCY: '0' }, [])).toThrow(/EMULATOR_WEBHOOK_CONCURRENCY/);
  });
});
