import { custom, Issuer } from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCountingServer, type CountingServer } from '@/test/start-counting-server';
import { createGuardedLookup } from './create-guarded-lookup';

// The connections openid-client makes after the discovery document was judged (token, key set, userinfo) are judged
// again at connect time through the `lookup` it passes to node's http: a real HTTP server on 127.0.0.1 counts the
// connections; the resolver below the guard is the test's own DNS, which turns a judged name private (rebinding).

let server: CountingServer;
let port = 0;

beforeAll(async () => {
  server = await startCountingServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"access_token":"t","token_type":"Bearer"}');
  });
  port = server.port;
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function rebindingDns(initial: string[]) {
  const dns = {
    answers: initial,
    asked: [] as string[],
    resolve: async (host: string) => {
      dns.asked.push(host);
      return dns.answers;
    },
  };
  return dns;
}

/** A client of the provider at `host`, whose HTTP goes through the guarded lookup as next-auth's httpOptions set it. */
function clientFor(host: string, issuerHost: string, resolve: (host: string) => Promise<string[]>) {
  const rule = { issuer: `http://${issuerHost}:${port}`, allowInsecureLoopback: true, allowPrivate: false };
  custom.setHttpOptionsDefaults({ lookup: createGuardedLookup(rule, resolve), timeout: 5_000 });
  const issuer = new Issuer({ issuer: rule.issuer, token_endpoint: `http://${host}:${port}/token` });
  return new issuer.Client({ client_id: 'slotboard', client_secret: 'the-client-secret' });
}

describe("the provider's connections", () => {
  it('are refused when the judged name now resolves to a private address, before any connection', async () => {
    const dns = rebindingDns(['127.0.0.1']);
    const client = clientFor('idp.test', 'idp.test', dns.resolve);
    await expect(client.grant({ grant_type: 'client_credentials' })).resolves.toMatchObject({ access_token: 't' });
    expect(server.connections()).toBe(1);

    dns.answers = ['10.0.0.5'];
    await expect(client.grant({ grant_type: 'client_credentials' })).rejects.toThrow(
      'idp.test resolves to a private address (10.0.0.5), which is not allowed',
    );
    expect(server.connections()).toBe(1);
    expect(dns.asked).toEqual(['idp.test', 'idp.test']);
  });

  it.each([
    [['169.254.169.254'], /metadata address/],
    [['fe80::1'], /link-local address/],
    [['127.0.0.1', '10.0.0.5'], /private address \(10\.0\.0\.5\)/],
    [['127.0.0.1', '93.184.216.34'], /mix of loopback/],
  ])('refuse the answer %j without connecting', async (answers, message) => {
    const client = clientFor('idp.test', 'idp.test', rebindingDns(answers).resolve);
    await expect(client.grant({ grant_type: 'client_credentials' })).rejects.toThrow(message);
    expect(server.connections()).toBe(0);
  });

  it("refuse loopback for any host but the issuer's, even with ALLOW_INSECURE_UPSTREAM", async () => {
    const client = clientFor('cache.test', 'idp.test', rebindingDns(['127.0.0.1']).resolve);
    await expect(client.grant({ grant_type: 'client_credentials' })).rejects.toThrow(/points at this machine/);
    expect(server.connections()).toBe(0);
  });
});
