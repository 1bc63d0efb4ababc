// A TCP link of the load suite's own between two processes (the dashboards and the service, or the service and the
// balancer), which can be cut and restored while everything runs: cut, it stops listening, so every new connection
// is refused by the kernel, and it ends every connection it was carrying; restored, it listens on the same port again.
import net from 'node:net';

export interface CuttableLink {
  /** http://127.0.0.1:<port>, what a client is pointed at instead of the target. */
  url: string;
  /** Connections carried to the target since start. */
  carried(): number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  stop(): Promise<void>;
}

/** `port` 0 takes a free one, kept for every restore. */
export async function startCuttableLink(port: number, target: { host: string; port: number }): Promise<CuttableLink> {
  const open = new Set<net.Socket>();
  let carried = 0;
  let server: net.Server | null = null;
  let listening = port;

  const listen = async () => {
    const next = net.createServer((client) => {
      carried += 1;
      const upstream = net.connect(target.port, target.host);
      open.add(client).add(upstream);
      // Either side ending or failing ends the other: the client sees what it would see of the target itself.
      const end = () => {
        client.destroy();
        upstream.destroy();
        open.delete(client);
        open.delete(upstream);
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(listening, '127.0.0.1', () => {
        next.off('error', reject);
        listening = (next.address() as net.AddressInfo).port;
        resolve();
      });
    });
    server = next;
  };

  const close = async () => {
    const current = server;
    server = null;
    if (!current) return;
    const closed = new Promise<void>((resolve) => current.close(() => resolve()));
    for (const socket of open) socket.destroy();
    open.clear();
    await closed;
  };

  await listen();
  return {
    url: `http://127.0.0.1:${listening}`,
    carried: () => carried,
    cut: close,
    restore: async () => {
      if (!server) await listen();
    },
    stop: close,
  };
}
