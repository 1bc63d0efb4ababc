// The load generator of the webhook-ingest bench: autocannon with 32 connections in this process, against a route
// (the peer, the route refusing at once, a bare server) or against POST /api/webhooks with signed deliveries.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { signDelivery } from '../../security/support/sign-webhook';
import { QUICK } from './report-scenario';

export const CONNECTIONS = 32;
export const DURATION_S = Number(process.env.BENCH_WEBHOOK_SECONDS ?? (QUICK ? 2 : 10));
export const DUPLICATE_SHARE = 0.1;
/** Deliveries signed ahead per second of a run: well above any rate reached here (about 1,000/s). */
const MAX_ACKS_PER_S = 4000;
// What the demo bootstrap (lib/settings/bootstrap-demo-connection.ts) configures on the emulator environment.
const WEBHOOK_SECRET = 'demo-webhook-secret';

/**
 * Runs `run` and notes the CPU time the server and this process (the load generator) spent per answered request, ms.
 */
export async function withCpu<T extends Load>(serverCpuMs: () => number, run: () => Promise<T>): Promise<T> {
  const [server, own] = [serverCpuMs(), process.cpuUsage()];
  const load = await run();
  const spent = process.cpuUsage(own);
  const answered = Math.max(1, load.acks + load.non2xx);
  return {
    ...load,
    serverCpuMsPerReq: (serverCpuMs() - server) / answered,
    generatorCpuMsPerReq: (spent.user + spent.system) / 1000 / answered,
  };
}

export interface Load {
  /** Server CPU per answered request, ms (user + system of its process), and the load generator's (this process). */
  serverCpuMsPerReq?: number;
  generatorCpuMsPerReq?: number;
  /** Each answered request's time from being set up to its answer, ms (the report's distribution plot). */
  samples: number[];
  acksPerS: number;
  acks: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
}

export interface Ingest extends Load {
  sent: Set<string>;
  acked: Set<string>;
  deliveries: number;
}

function summarise(r: autocannon.Result, samples: number[]): Load {
  return {
    samples,
    acksPerS: r['2xx'] / r.duration,
    acks: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    p50: r.latency.p50,
    p99: r.latency.p99,
  };
}

/**
 * CPU per answered request: what bounds requests/s on two cores, and with 32 in flight also the latency (Little's law).
 */
export const cpuPerRequest = (l: Load) =>
  `CPU per request ${l.serverCpuMsPerReq?.toFixed(2)} ms server + ${l.generatorCpuMsPerReq?.toFixed(2)} ms load ` +
  `generator`;

type Timed = { startedAt?: number };
/** Notes when a request is set up (autocannon sends it then: one request in flight per connection). */
const stamp = (context: Timed) => {
  context.startedAt = performance.now();
};
const sample = (samples: number[], context: Timed) => {
  if (context.startedAt !== undefined) samples.push(performance.now() - context.startedAt);
};

/**
 * The peer: a route handler that does nothing, on the same server (or, for the floor, `url` as given). `unsigned`:
 * POST an unsigned delivery instead, which the webhook route refuses (401) at its first check, before reading the
 * body: the cost of Next.js's routing and the route wrapper alone, on the same server.
 */
export async function runPeer(url: string, seconds: number, unsigned?: { body: string }): Promise<Load> {
  const samples: number[] = [];
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(unsigned
      ? { method: 'POST' as const, body: unsigned.body, headers: { 'content-type': 'application/json' } }
      : {}),
    requests: [
      {
        setupRequest: (request, context) => {
          stamp(context as Timed);
          return request;
        },
        onResponse: (_status, _body, context) => sample(samples, context as Timed),
      },
    ],
  });
  return summarise(result, samples);
}

/**
 * The deliveries of one run, signed before it starts: signing is the sender's work (the service's, on its own
 * machine), and done during the run it would take the load generator's CPU from the server on these two cores, which
 * the peer's requests do not. `count` is more than any run here sends; past it, deliveries are signed as they go.
 */
function signDeliveries(count: number, reservationIds: string[], prefix: string) {
  const eventIds: string[] = [];
  return Array.from({ length: count }, () => {
    const repeat = eventIds.length > 0 && Math.random() < DUPLICATE_SHARE;
    const eventId = repeat ? eventIds[Math.floor(Math.random() * eventIds.length)]! : `${prefix}${randomUUID()}`;
    if (!repeat) eventIds.push(eventId);
    const id = reservationIds[Math.floor(Math.random() * reservationIds.length)]!;
    const json = JSON.stringify({
      schemaVersion: '1.0',
      eventId,
      event: 'reservation.updated',
      tenantId: 'demo',
      occurredAt: new Date().toISOString(),
      data: { id, approvalStatus: 1 },
    });
    return { eventId, repeat, ...signDelivery(WEBHOOK_SECRET, json) };
  });
}

/**
 * Ours: signed deliveries of spec §6.2 events about reservations the emulator holds, 10% repeating an earlier eventId.
 */
export async function runIngest(
  base: string,
  length: { duration: number } | { amount: number },
  reservationIds: string[],
  prefix: string,
): Promise<Ingest> {
  const sent = new Set<string>();
  const acked = new Set<string>();
  let deliveries = 0;
  const samples: number[] = [];
  // In order: a repeat names an eventId of an earlier delivery, which was sent before it.
  const signed = signDeliveries(
    'amount' in length ? length.amount : length.duration * MAX_ACKS_PER_S,
    reservationIds,
    prefix,
  );
  const result = await autocannon({
    url: `${base}/api/webhooks`,
    connections: CONNECTIONS,
    ...length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          const delivery = signed[deliveries] ?? signDeliveries(1, reservationIds, `${prefix}late-`)[0]!;
          if (!delivery.repeat) sent.add(delivery.eventId);
          (context as { eventId?: string }).eventId = delivery.eventId;
          stamp(context as Timed);
          deliveries += 1;
          return { ...request, method: 'POST', body: delivery.body, headers: delivery.headers };
        },
        onResponse: (status, _body, context) => {
          sample(samples, context as Timed);
          if (status >= 200 && status < 300) acked.add((context as { eventId: string }).eventId);
        },
      },
    ],
  });
  return { ...summarise(result, samples), sent, acked, deliveries };
}
