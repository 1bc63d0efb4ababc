import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { caughtAppError } from '@/test/caught-app-error';
import { startCountingServer, type CountingServer } from '@/test/start-counting-server';
import { loadOidcProvider } from './discover-oidc-provider';

// The discovery document is fetched through the guarded connection: a real HTTP server on 127.0.0.1 plays the
// provider (its answer chosen per test) and counts connections; the resolver below the guard is the test's own DNS.

let server: CountingServer;
let port = 0;
let answer: (issuer: string) => { status: number; headers?: Record<string, string>; body?: string } = () => ({
  status: 404,
});

beforeAll(async () => {
  server = await startCountingServer((req, res) => {
    const { status, headers, body } = answer(`http://${req.headers.host}`);
    res.writeHead(status, headers).end(body);
  });
  port = server.port;
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const document = (issuer: string, endpoints: Partial<Record<string, string>> = {}) => ({
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/jwks`,
    ...endpoints,
  }),
});

/** The issuer idp.test on the test server's port; `answers` is what the DNS says, call by call (the last repeats). */
function load(answers: string[][], allowInsecureLoopback = true) {
  let call = 0;
  const resolve = async () => answers[Math.min(call++, answers.length - 1)]!;
  const rule = { issuer: `http://idp.test:${port}`, allowInsecureLoopback, allowPrivate: false };
  return loadOidcProvider(rule, resolve);
}

describe("the provider's discovery", () => {
  it('takes a document whose endpoints are all on the issuer', async () => {
    answer = (issuer) => document(issuer);
    const judged = await load([['127.0.0.1']]);
    expect(judged.discovery.token_endpoint).toBe(`http://idp.test:${port}/token`);
    expect(server.connections()).toBe(1);
  });

  it.each([
    ['token_endpoint', 'http://127.0.0.1:6379/', /token_endpoint http:\/\/127\.0\.0\.1:6379 points at this machine/],
    ['jwks_uri', 'http://169.254.169.254/keys', /jwks_uri http:\/\/169\.254\.169\.254 resolves to a metadata/],
    ['userinfo_endpoint', 'https://10.0.0.5/me', /userinfo_endpoint https:\/\/10\.0\.0\.5 resolves to a private/],
  ])('refuses a document whose %s is %s', async (field, url, message) => {
    answer = (issuer) => document(issuer, { [field]: url });
    const refused = await caughtAppError(load([['127.0.0.1']]));
    expect(refused.details).toEqual({ reason: 'refused_address', field });
    expect(refused.message).toMatch(message);
  });

  it('refuses the fetch when the issuer turns private between the check and the connection (rebinding)', async () => {
    answer = (issuer) => document(issuer);
    const refused = await caughtAppError(load([['127.0.0.1'], ['10.0.0.5']]));
    expect(refused.details).toEqual({ reason: 'refused_address', field: 'issuer' });
    expect(refused.message).toMatch(/idp\.test resolves to a private address \(10\.0\.0\.5\)/);
    expect(server.connections()).toBe(0);
  });

  it('refuses a loopback issuer without ALLOW_INSECURE_UPSTREAM, before any connection', async () => {
    answer = (issuer) => document(issuer);
    await expect(load([['127.0.0.1']], false)).rejects.toThrow(/only allowed when ALLOW_INSECURE_UPSTREAM=true/);
    expect(server.connections()).toBe(0);
  });

  it('does not follow a redirect', async () => {
    answer = () => ({ status: 302, headers: { location: 'http://169.254.169.254/' } });
    const refused = await caughtAppError(load([['127.0.0.1']]));
    expect(refused.message).toMatch(/answered with a redirect \(302\)/);
    expect(refused.details).toEqual({ reason: 'unreachable' });
  });

  it('refuses a document over 256 KiB, declared or streamed', async () => {
    const big = { status: 200, headers: { 'content-type': 'application/json' }, body: ' '.repeat(300 * 1024) };
    answer = () => big;
    await expect(load([['127.0.0.1']])).rejects.toThrow(/is larger than 262144 bytes/);
    answer = () => ({ ...big, headers: { ...big.headers, 'transfer-encoding': 'chunked' } });
    await expect(load([['127.0.0.1']])).rejects.toThrow(/is larger than 262144 bytes/);
  });

  it("refuses another issuer's document", async () => {
    answer = () => document('https://idp.attacker.example');
    await expect(load([['127.0.0.1']])).rejects.toThrow(/names another issuer \(https:\/\/idp\.attacker\.example\)/);
  });
});
