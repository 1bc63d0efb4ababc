import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// Two loopback listeners for the discovery SSRF case: A plays an identity provider whose discovery document sends
// the token and key requests to B, a second listener on another port (where an attacker would put Redis, the
// dashboard itself, or a metadata service). B counts every TCP connection that reaches it, whatever it carries.

export interface Listener {
  url: string;
  close: () => Promise<void>;
}

export interface CountingListener extends Listener {
  connections: () => number;
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const closeOf = (server: Server) => () =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/** B: answers every request with a small JSON error, and counts connections, not requests. */
export async function startCountingListener(): Promise<CountingListener> {
  let connections = 0;
  const server = createServer((_request, response) => {
    response.writeHead(400, { 'content-type': 'application/json', connection: 'close' });
    response.end('{"error":"invalid_request"}');
  });
  server.on('connection', () => connections++);
  const url = await listen(server);
  return { url, connections: () => connections, close: closeOf(server) };
}

/**
 * A: serves a discovery document whose issuer and authorization endpoint are its own and whose token endpoint and
 * key set are on `elsewhere`. Its authorization endpoint sends the browser straight back to the dashboard's callback
 * with a code and the state it was given, so that on code that trusts the document the flow reaches the token
 * exchange (and B).
 */
export async function startFakeProvider(elsewhere: string): Promise<Listener & { authorizations: () => number }> {
  let authorizations = 0;
  let issuer = '';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (url.pathname === '/.well-known/openid-configuration') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${elsewhere}/token`,
          jwks_uri: `${elsewhere}/jwks`,
          userinfo_endpoint: `${elsewhere}/userinfo`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
      return;
    }
    if (url.pathname === '/authorize') {
      authorizations++;
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', 'a-code-for-the-token-exchange');
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      back.searchParams.set('iss', issuer);
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }
    response.writeHead(404).end();
  });
  issuer = await listen(server);
  return { url: issuer, authorizations: () => authorizations, close: closeOf(server) };
}
