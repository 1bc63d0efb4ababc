// The load suite's own round-robin load balancer in front of the dashboard instances (node:http, streaming both ways,
// so Server-Sent Events pass as they are written). A connection refused by one instance is tried on the next, as a
// balancer with health checks would; every webhook delivery it passes is recorded with the answer and the instance.
import http from 'node:http';

export interface Delivery {
  eventId: string | null;
  status: number;
  /** Index of the instance that answered (or failed), -1 when none could be reached. */
  instance: number;
  at: number;
  /** From the delivery's last byte in to the instance's answer (its acknowledgement time behind the balancer). */
  ms: number;
}

export interface LoadProxy {
  url: string;
  deliveries: Delivery[];
  /** Requests answered per instance. */
  answered: number[];
  /** Connections refused per instance (and so passed on to the next). */
  refused: number[];
  stop(): Promise<void>;
}

const WEBHOOK_PATH = '/api/webhooks';

export async function startProxy(port: number, targets: string[]): Promise<LoadProxy> {
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: 256 }));
  const deliveries: Delivery[] = [];
  const answered = targets.map(() => 0);
  const refused = targets.map(() => 0);
  let next = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const arrived = performance.now();
      const webhook = req.method === 'POST' && req.url === WEBHOOK_PATH;
      const eventId = webhook ? readEventId(body) : null;
      const first = next++ % targets.length;
      const attempt = (tried: number) => {
        const index = (first + tried) % targets.length;
        const target = new URL(targets[index]!);
        const upstream = http.request(
          {
            host: target.hostname,
            port: target.port,
            method: req.method,
            path: req.url,
            headers: req.headers,
            agent: agents[index],
          },
          (answer) => {
            answered[index]! += 1;
            if (webhook)
              deliveries.push({
                eventId,
                status: answer.statusCode ?? 0,
                instance: index,
                at: Date.now(),
                ms: performance.now() - arrived,
              });
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            res.flushHeaders();
            answer.pipe(res);
            // An instance that dies mid-answer: the client sees its connection end, as behind a real balancer.
            answer.on('aborted', () => res.destroy());
            answer.on('error', () => res.destroy());
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (res.headersSent) return res.destroy();
          if (error.code === 'ECONNREFUSED' && tried + 1 < targets.length) {
            refused[index]! += 1;
            return attempt(tried + 1);
          }
          if (error.code === 'ECONNREFUSED') refused[index]! += 1;
          if (webhook)
            deliveries.push({ eventId, status: 502, instance: index, at: Date.now(), ms: performance.now() - arrived });
          res.writeHead(502, { 'content-type': 'text/plain' }).end(`load proxy: ${error.code ?? error.message}`);
        });
        // The client went away (a stream closed by the suite): so does the request to the instance.
        res.on('close', () => {
          if (!res.writableFinished) upstream.destroy();
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    deliveries,
    answered,
    refused,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        for (const agent of agents) agent.destroy();
      }),
  };
}

function readEventId(body: Buffer): string | null {
  try {
    const id = (JSON.parse(body.toString('utf8')) as { eventId?: unknown }).eventId;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
