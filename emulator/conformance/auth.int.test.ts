// Conformance: Token, Ping, Bearer and Basic rules, 401/403, token expiry, tenant path.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call, getToken } from '../testing/call-service';

const base = sharedEmulatorUrl();
let token: string;

beforeAll(async () => {
  token = await getToken(base);
});

afterEach(async () => {
  await call(base, 'DELETE', '/_emulator/faults');
});

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number; sub: string };

describe('POST /v1/{tenant}/Token', () => {
  it('returns a JWT in field token, valid for EMULATOR_TOKEN_TTL_S (default 3600 s)', async () => {
    const res = await call(base, 'POST', '/v1/demo/Token', { body: { username: 'api', password: 'api-password' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    const claims = claimsOf(res.body.token);
    expect(claims.sub).toBe('api');
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('answers 401 to wrong credentials, 403 to a user without API access, 400 to a malformed body', async () => {
    expect((await call(base, 'POST', '/v1/demo/Token', { body: { username: 'api', password: 'nope' } })).status).toBe(
      401,
    );
    expect((await call(base, 'POST', '/v1/demo/Token', { body: { username: 'ghost', password: 'x' } })).status).toBe(
      401,
    );
    const forbidden = await call(base, 'POST', '/v1/demo/Token', {
      body: { username: 'noapi', password: 'noapi-password' },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('FORBIDDEN');
    const bad = await call(base, 'POST', '/v1/demo/Token', { raw: '{"username":' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('MALFORMED_JSON');
    const missing = await call(base, 'POST', '/v1/demo/Token', { body: { username: 'api' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details[0].field).toBe('password');
  });

  it('answers 404 for another tenant', async () => {
    expect(
      (await call(base, 'POST', '/v1/other/Token', { body: { username: 'api', password: 'api-password' } })).status,
    ).toBe(404);
  });
});

describe('GET /v1/{tenant}/Ping', () => {
  it('answers 200 with Bearer and 401 without, with Basic or with a forged token', async () => {
    const ok = await call(base, 'GET', '/v1/demo/Ping', { token });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'ok', tenant: 'demo', user: 'api' });
    expect((await call(base, 'GET', '/v1/demo/Ping')).status).toBe(401);
    expect((await call(base, 'GET', '/v1/demo/Ping', { basic: ['api', 'api-password'] })).status).toBe(401);
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const res = await call(base, 'GET', '/v1/demo/Ping', { token: forged });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
  });
});

describe('Bearer and Basic on the REST v3 and OData endpoints', () => {
  it('accepts Basic on REST v3, refuses it on OData, and maps bad Basic to 401 and no API access to 403', async () => {
    expect((await call(base, 'GET', '/v3/demo/Resources', { basic: ['api', 'api-password'] })).status).toBe(200);
    expect((await call(base, 'GET', '/v3/demo/Resources', { token })).status).toBe(200);
    expect((await call(base, 'GET', '/v3/demo/Resources', { basic: ['api', 'wrong'] })).status).toBe(401);
    expect((await call(base, 'GET', '/v3/demo/Resources', { basic: ['noapi', 'noapi-password'] })).status).toBe(403);
    expect((await call(base, 'GET', '/v3/demo/Resources')).status).toBe(401);
    expect((await call(base, 'GET', '/odata/v1/demo/VehicleType', { token })).status).toBe(200);
    expect((await call(base, 'GET', '/odata/v1/demo/VehicleType', { basic: ['api', 'api-password'] })).status).toBe(
      401,
    );
    expect((await call(base, 'GET', '/odata/v1/demo/VehicleType')).status).toBe(401);
  });

  it('refuses an expired token with 401 (token lifetime fault switch)', async () => {
    await call(base, 'PUT', '/_emulator/faults', { body: { tokenTtlS: 1 } });
    const short = await getToken(base);
    const claims = claimsOf(short);
    expect(claims.exp - claims.iat).toBe(1);
    await new Promise((r) => setTimeout(r, 2100));
    const res = await call(base, 'GET', '/v1/demo/Ping', { token: short });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toContain('expired');
  });
});
