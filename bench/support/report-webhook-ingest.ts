// The webhook-ingest bench's table and rows, once both databases have been measured and their inboxes counted.
import os from 'node:os';
import type { Stored } from './check-webhook-inbox';
import { reportScenario } from './report-scenario';
import { CONNECTIONS, cpuPerRequest, DURATION_S, DUPLICATE_SHARE, type Ingest, type Load } from './run-webhook-load';

export interface Outcome {
  database: string;
  peakRssMiB: number;
  /** A bare node:http server under the same load generator, just before the peer: the floor of any route here. */
  floor: Load;
  peer: Load;
  /** The webhook route refusing an unsigned delivery at its first check: Next.js and the route wrapper alone. */
  refused: Load;
  ours: Ingest;
  stored: Stored;
}

/** Prints the table, fails on any event lost or stored twice, then reports each database's rows. */
export function reportWebhookIngest(outcomes: Outcome[], problems: string[]): void {
  const widths = [18, 12, 12, 12, 8, 9, 9, 10, 34, 7];
  const row = (cells: (string | number)[]) => cells.map((c, i) => String(c).padEnd(widths[i] ?? 10)).join('');
  console.log(
    `\nwebhook ingest, ${CONNECTIONS} concurrent senders, ${DURATION_S} s, ${DUPLICATE_SHARE * 100}% duplicates; ` +
      `peer: the webhook route refusing an unsigned delivery at its first check, on the same server`,
  );
  console.log(
    row([
      'scenario',
      'database',
      'ours req/s',
      'peer req/s',
      'ratio',
      'p50 ms',
      'p99 ms',
      'non-2xx',
      'target',
      'result',
    ]),
  );
  for (const o of outcomes) {
    const idlePerS = o.refused.non2xx / DURATION_S;
    const ratio = o.ours.acksPerS / idlePerS;
    const met = ratio >= 0.8 && o.ours.p99 <= 50;
    console.log(
      row([
        'webhook-ingest',
        o.database,
        o.ours.acksPerS.toFixed(0),
        idlePerS.toFixed(0),
        ratio.toFixed(2),
        o.ours.p50,
        o.ours.p99,
        o.ours.non2xx,
        '≥ 80% of peer, p99 ≤ 50 ms',
        met ? 'met' : 'short',
      ]),
    );
  }
  // Checked before any row is reported, so a row never claims what the check then refutes.
  if (problems.length) throw new Error(`events lost or duplicated:\n${problems.join('\n')}`);
  for (const o of outcomes) {
    // The do-nothing baseline is the webhook route refusing at its first check: Next.js's routing and the route
    // wrapper with no work behind them (GET /api/auth/providers reads the sign-in settings on each request).
    const idlePerS = o.refused.non2xx / DURATION_S;
    const ratio = o.ours.acksPerS / idlePerS;
    const note =
      `${CONNECTIONS} senders × ${DURATION_S} s, ${DUPLICATE_SHARE * 100}% repeated eventIds; ${o.ours.acked.size} ` +
      `distinct acknowledged, none lost or stored twice`;
    reportScenario({
      bench: 'webhook-ingest',
      scenario: `Webhook acknowledgements/s, ${CONNECTIONS} senders, ${o.database}`,
      unit: 'req/s',
      ours: o.ours.acksPerS,
      baseline: idlePerS,
      baselineLabel: 'the webhook route refusing at its first check, no work',
      target: '≥ 0.8 × baseline',
      met: ratio >= 0.8,
      peakRssMiB: o.peakRssMiB,
      note,
    });
    reportScenario({
      bench: 'webhook-ingest',
      scenario: `Webhook acknowledgement p99, ${CONNECTIONS} senders, ${o.database}`,
      unit: 'ms',
      ours: o.ours.p99,
      baseline: o.refused.p99,
      baselineLabel: 'the webhook route refusing at its first check, no work',
      target: '≤ 50 ms',
      met: o.ours.p99 <= 50,
      samples: { ours: o.ours.samples, baseline: o.refused.samples },
      peakRssMiB: o.peakRssMiB,
      note:
        `p50 ${o.ours.p50} ms (the route refusing at once p50 ${o.refused.p50} ms; a bare node:http server p50/p99 ` +
        `${o.floor.p50}/${o.floor.p99} ms at ${o.floor.acksPerS.toFixed(0)} req/s, the same senders just before); ` +
        `ours ${cpuPerRequest(o.ours)}, the route refusing at once ${cpuPerRequest(o.refused)}, the providers ` +
        `route ${cpuPerRequest(o.peer)} (p99 ${o.peer.p99} ms), bare server ${cpuPerRequest(o.floor)}; ${note}`,
    });
    reportScenario({
      bench: 'webhook-ingest',
      scenario: `HTTP floor p99, ${CONNECTIONS} senders: a bare node:http server, just before the ${o.database} rows`,
      unit: 'ms',
      ours: o.floor.p99,
      baseline: o.refused.p99,
      baselineLabel: 'the webhook route refusing at its first check, no work',
      target: 'none (the p99 no route here can beat)',
      met: true,
      informational: true,
      note:
        `${o.floor.acksPerS.toFixed(0)} req/s, p50 ${o.floor.p50} ms, ${cpuPerRequest(o.floor)}: the same load ` +
        `generator and ${CONNECTIONS} connections, nothing behind the socket`,
    });
    reportScenario({
      bench: 'webhook-ingest',
      scenario:
        `Sign-in providers route (GET /api/auth/providers, reads the sign-in settings) acknowledgements/s, ` +
        `${CONNECTIONS} senders, ${o.database}`,
      unit: 'req/s',
      ours: o.ours.acksPerS,
      baseline: o.peer.acksPerS,
      baselineLabel: 'GET /api/auth/providers (the issue’s first peer)',
      target: 'none (the issue’s first peer, for comparison)',
      met: true,
      informational: true,
      note:
        `providers route p50/p99 ${o.peer.p50}/${o.peer.p99} ms, ${cpuPerRequest(o.peer)}; the route refusing at ` +
        `once ${idlePerS.toFixed(0)} answers/s (401), p50/p99 ${o.refused.p50}/${o.refused.p99} ms, ` +
        `${cpuPerRequest(o.refused)}`,
    });
  }
  for (const o of outcomes) {
    console.log(
      `${o.database}: ${o.ours.sent.size} distinct eventIds sent, ${o.ours.acked.size} acknowledged, ` +
        `${o.stored.rows} rows in webhook_inbox (${o.stored.distinctIds} distinct, ${o.stored.deliveries} ` +
        `deliveries counted of ${o.ours.deliveries} sent); peer p50/p99 ${o.peer.p50}/${o.peer.p99} ms`,
    );
  }
  console.log(
    `load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
}
