import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startCuttableLink, type CuttableLink } from './start-cuttable-link';

// A target that answers every line with the line upper-cased, so a reply proves the bytes went through the link.
async function startTarget(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', (d) => socket.write(d.toString().toUpperCase()));
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Connects, sends `text` and resolves with the reply, or with the connection's error code. */
function exchange(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    socket.once('data', (d) => {
      resolve(d.toString());
      socket.destroy();
    });
    socket.once('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? e.message));
  });
}

const portOf = (link: CuttableLink) => Number(new URL(link.url).port);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

describe('startCuttableLink', () => {
  it('carries connections, refuses them while cut, and carries them again on the same port once restored', async () => {
    const target = await startTarget();
    cleanups.push(target.close);
    const link = await startCuttableLink(0, { host: '127.0.0.1', port: target.port });
    cleanups.push(link.stop);
    const port = portOf(link);

    expect(await exchange(port, 'before')).toBe('BEFORE');
    await link.cut();
    expect(await exchange(port, 'during')).toBe('ECONNREFUSED');
    await link.restore();
    expect(portOf(link)).toBe(port);
    expect(await exchange(port, 'after')).toBe('AFTER');
    expect(link.carried()).toBe(2);
  });

  it('ends the connections it was carrying when cut', async () => {
    const target = await startTarget();
    cleanups.push(target.close);
    const link = await startCuttableLink(0, { host: '127.0.0.1', port: target.port });
    cleanups.push(link.stop);
    const socket = net.connect(portOf(link), '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    await link.cut();
    await closed;
    expect(socket.destroyed).toBe(true);
  });
});
