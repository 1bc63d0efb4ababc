// Benchmark: webhook ingest. The production dashboard on PGlite and then on PostgreSQL, the emulator environment
// active with its demo webhook secret. Floor first, then the peer, then the route refusing at once, then ours, same 32
// connections, same duration, same load generator (autocannon in this process): the floor is a bare node:http server
// in a process of its own (what this machine allows at all at this concurrency); the peer, GET /api/auth/providers on
// the same server, is reported for comparison only (it reads the sign-in settings from the database); the baseline of
// the target rows is the route refusing at once, POST /api/webhooks unsigned (401 before the body is read: Next.js and
// the route wrapper with no work behind them); see docs/decisions/0200-webhook-ingest-baseline.md. The CPU each spends
// per request is printed beside them. Ours is POST /api/webhooks, every delivery signed shortly before the run (spec
// §6.3; signing is the sender's work, kept out of the measured time), 10% of them repeating an eventId already sent
// (spec §6.4). Afterwards every distinct eventId sent must be in the webhook inbox exactly once, and every
// acknowledged one must be there. Targets: ≥ 80% of that baseline's answers/s and p99 ≤ 50 ms. A missed target is
// reported as short, but a floor or peer that cannot run, an ingest that acknowledges nothing, or an event lost or
// stored twice fails the run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale';
import { check, reservationIdsAt, storedIn } from './support/check-webhook-inbox';
import { QUICK } from './support/report-scenario';
import { createBenchDatabase } from './support/create-bench-database';
import { reportWebhookIngest, type Outcome } from './support/report-webhook-ingest';
import {
  CONNECTIONS,
  cpuPerRequest,
  DURATION_S,
  DUPLICATE_SHARE,
  runIngest,
  runPeer,
  withCpu,
  type Load,
} from './support/run-webhook-load';
import { startBareHttpServer } from './support/start-bare-http-server';
import { startDashboard, type StartedDashboard } from './support/start-dashboard';

const APP_PORT = 3500;
const FLOOR_PORT = 3509;
// BENCH_WEBHOOK_EMULATOR_PORT: another port when 4540 is taken (a helper's test emulator on that port).
const EMULATOR_PORT = Number(process.env.BENCH_WEBHOOK_EMULATOR_PORT || 4540);
const WARMUP_S = QUICK ? 1 : 2;
const WARMUP_EVENTS = 96;
const POSTGRES_DATABASE = 'slotboard_bench_webhooks';

async function measure(
  app: StartedDashboard,
  reservationIds: string[],
  database: string,
): Promise<Omit<Outcome, 'stored'> & { prefix: string }> {
  const prefix = `bench-${randomBytes(4).toString('hex')}-`;
  // Warm both routes (compiled handlers, database pools, settings cache) before anything is measured.
  // Few warm-up events, and time for their processing (after WEBHOOK_SETTLE_MS) to finish, so that processing
  // does not slow the peer's run that follows.
  await runIngest(app.url, { amount: WARMUP_EVENTS }, reservationIds, `warm-${prefix}`);
  const peerUrl = `${app.url}/api/auth/providers`;
  await runPeer(peerUrl, WARMUP_S);
  await new Promise((r) => setTimeout(r, 4000));
  // Before the peer and ours, so that neither's processing afterwards takes CPU from it.
  const bare = await startBareHttpServer(FLOOR_PORT);
  let floor: Load;
  try {
    await runPeer(bare.url, WARMUP_S);
    floor = await withCpu(bare.cpuMs, () => runPeer(bare.url, DURATION_S));
  } finally {
    await bare.stop();
  }
  const peer = await withCpu(app.cpuMs, () => runPeer(peerUrl, DURATION_S));
  const unsignedBody = JSON.stringify({
    schemaVersion: '1.0',
    eventId: `${prefix}unsigned`,
    event: 'reservation.updated',
    tenantId: 'demo',
    data: { id: reservationIds[0] },
  });
  const refused = await withCpu(app.cpuMs, () =>
    runPeer(`${app.url}/api/webhooks`, DURATION_S, { body: unsignedBody }),
  );
  app.resetPeakRss();
  const ours = await withCpu(app.cpuMs, () => runIngest(app.url, { duration: DURATION_S }, reservationIds, prefix));
  const peakRssMiB = app.peakRssMiB();
  console.log(
    `${database}: floor ${cpuPerRequest(floor)}; peer ${cpuPerRequest(peer)}; refused at once ` +
      `${cpuPerRequest(refused)}; ours ${cpuPerRequest(ours)}`,
  );
  console.log(
    `${database}: refused at once ${refused.non2xx} answered (${(refused.non2xx / DURATION_S).toFixed(0)}/s), ` +
      `p50/p99 ${refused.p50}/${refused.p99} ms`,
  );
  console.log(
    `${database}: floor ${floor.acks} ok, p50/p99 ${floor.p50}/${floor.p99} ms; ` +
      `peer ${peer.acks} ok / ${peer.non2xx} non-2xx / ${peer.errors} errors; ` +
      `ours ${ours.acks} acknowledged (${ours.acked.size} distinct of ${ours.sent.size} sent, ` +
      `${ours.deliveries} deliveries) / ${ours.non2xx} non-2xx / ${ours.errors} errors; ` +
      `load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  if (floor.acks === 0 || floor.non2xx > 0)
    throw new Error(
      `${database}: the bare HTTP server could not run (${floor.acks} ok, ${floor.non2xx} non-2xx, ` +
        `${floor.errors} errors)`,
    );
  if (refused.acks > 0 || refused.non2xx === 0)
    throw new Error(
      `${database}: the unsigned deliveries were not refused (${refused.acks} 2xx, ${refused.non2xx} non-2xx)`,
    );
  if (peer.acks === 0 || peer.non2xx > 0)
    throw new Error(
      `${database}: the peer could not run (${peer.acks} ok, ${peer.non2xx} non-2xx, ${peer.errors} errors)\n` +
        `${app.output().slice(-2000)}`,
    );
  if (ours.acks === 0)
    throw new Error(
      `${database}: no webhook was acknowledged (${ours.non2xx} non-2xx, ${ours.errors} errors)\n` +
        `${app.output().slice(-2000)}`,
    );
  return { database, peakRssMiB, floor, peer, refused, ours, prefix };
}

async function main() {
  // Not openBenchStack: the embedded database's directory must be known here, to count its rows afterwards.
  buildIfStale((m) => console.log(m));
  const { spawnEmulator } = await import('../emulator/testing/spawn-emulator');
  const cleanups: (() => Promise<void>)[] = [];
  const emulatorDir = mkdtempSync(path.join(os.tmpdir(), 'slotboard-webhooks-bench-emu-'));
  const appDir = mkdtempSync(path.join(os.tmpdir(), 'slotboard-webhooks-bench-app-'));
  cleanups.push(async () => {
    rmSync(emulatorDir, { recursive: true, force: true });
    rmSync(appDir, { recursive: true, force: true });
  });
  const outcomes: Outcome[] = [];
  const problems: string[] = [];
  let app: StartedDashboard | undefined;
  try {
    const emulator = await spawnEmulator({
      port: EMULATOR_PORT,
      dataDir: emulatorDir,
      args: ['--reset'],
      env: { EMULATOR_WEBHOOK_URL: '' },
    });
    cleanups.push(() => emulator.stop());
    const startApp = async (databaseUrl?: string) =>
      (app = await startDashboard({ emulatorUrl: emulator.url, dataDir: appDir, port: APP_PORT, databaseUrl }));
    const reservationIds = await reservationIdsAt(emulator.url);
    console.log(
      `${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${CONNECTIONS} connections × ${DURATION_S} s each, ${DUPLICATE_SHARE * 100}% repeated eventIds`,
    );

    // PGlite: the dashboard's embedded database in appDir, counted once the server has let go of it.
    const onPglite = await measure(await startApp(), reservationIds, 'PGlite');
    await app!.stop();
    const { PGlite } = await import('@electric-sql/pglite');
    const lite = await PGlite.create(path.join(appDir, 'pglite'));
    try {
      const stored = await storedIn(
        (sql, params) => lite.query(sql, params) as Promise<{ rows: Record<string, unknown>[] }>,
        onPglite.prefix,
      );
      outcomes.push({ ...onPglite, stored });
      problems.push(...check('PGlite', onPglite.ours, stored));
    } finally {
      await lite.close();
    }

    // PostgreSQL: a database of its own.
    const database = await createBenchDatabase(POSTGRES_DATABASE);
    cleanups.push(() => database.drop());
    const url = database.url;
    await startApp(url);
    const onPostgres = await measure(app!, reservationIds, 'PostgreSQL');
    await app!.stop();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const stored = await storedIn((sql, params) => client.query(sql, params), onPostgres.prefix);
      outcomes.push({ ...onPostgres, stored });
      problems.push(...check('PostgreSQL', onPostgres.ours, stored));
    } finally {
      await client.end();
    }

    reportWebhookIngest(outcomes, problems);
  } finally {
    await app?.stop();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
