import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server on 127.0.0.1 (port 0) that counts the TCP connections reaching it: what the connection-guard
// tests measure, since a refused address must be refused before a single connection is made.

export interface CountingServer {
  port: number;
  connections: () => number;
  reset: () => void;
  close: () => Promise<void>;
}

export async function startCountingServer(handler: RequestListener): Promise<CountingServer> {
  let connections = 0;
  const server = createServer((req, res) => {
    // Each request needs a new connection, so each one passes the guard again.
    res.setHeader('connection', 'close');
    handler(req, res);
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    reset: () => (connections = 0),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
