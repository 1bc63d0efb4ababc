// Benchmark: webhook processing on PostgreSQL. The emulator gets N reservations of its own (a week past
// the demo data); the production dashboard learns them from N reservation.created webhooks (its mirror then holds
// them); each is then changed at the emulator and announced by one reservation.updated webhook with a fresh eventId,
// all posted by 32 senders. Measured: from the first post of those until every one is processed (processed_at set),
// events/s. Baseline in the same run: the emulator answering the same N detail reads made directly, at the
// concurrency the dashboard allows itself toward the service (what bounds processing). Target: ≥ 300 events/s.
// Afterwards every event must be processed exactly once (one attempt, one history entry per reservation); an event
// lost, processed twice or failed fails the run, as does a baseline that cannot run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildIfStale } from '../scripts/build-if-stale';
import { QUICK, reportScenario } from './support/report-scenario';
import { createBenchDatabase } from './support/create-bench-database';
import { median } from './support/summarize-samples';
import { emulatorToken, idsIn, pool, postEvents, SENDERS, waitProcessed } from './support/post-webhook-events';
import { benchWeek, postJson, startDashboard, type StartedDashboard } from './support/start-dashboard';

const APP_PORT = 3502;
const EMULATOR_PORT = 4542;
const EVENTS = QUICK ? 600 : 3000;
/**
 * features/webhooks/server/process-inbox.ts READS_IN_FLIGHT: the dashboard's bound on detail reads toward the service.
 */
const READS_IN_FLIGHT = 16;
const TARGET = 300;
const POSTGRES_DATABASE = 'slotboard_bench_webhook_processing';

async function main() {
  buildIfStale((m) => console.log(m));
  const { spawnEmulator } = await import('../emulator/testing/spawn-emulator');
  const cleanups: (() => Promise<void>)[] = [];
  const emulatorDir = mkdtempSync(path.join(os.tmpdir(), 'slotboard-processing-bench-emu-'));
  const appDir = mkdtempSync(path.join(os.tmpdir(), 'slotboard-processing-bench-app-'));
  cleanups.push(async () => {
    rmSync(emulatorDir, { recursive: true, force: true });
    rmSync(appDir, { recursive: true, force: true });
  });
  let app: StartedDashboard | undefined;
  try {
    const emulator = await spawnEmulator({
      port: EMULATOR_PORT,
      dataDir: emulatorDir,
      args: ['--reset'],
      env: { EMULATOR_WEBHOOK_URL: '' },
    });
    cleanups.push(() => emulator.stop());
    const week = benchWeek();
    const span = { from: new Date(week.from).toISOString(), to: new Date(week.to).toISOString() };
    // A ramp holds about 110 a week: more ramps until the reservations fit.
    let added = 0;
    for (let attempt = 0; added < EVENTS && attempt < 6; attempt++) {
      added += (
        await postJson<{ added: number }>(`${emulator.url}/_emulator/generate`, {
          count: EVENTS - added,
          seed: 14 + attempt,
          ramps: 30 + 20 * attempt,
          ...span,
        })
      ).added;
    }
    const token = await emulatorToken(emulator.url);
    const ids = await idsIn(emulator.url, token, week.from, week.to);
    if (ids.length < EVENTS)
      throw new Error(
        `the emulator holds ${ids.length} reservations in the bench week (generated ${added}), not ${EVENTS}`,
      );
    ids.length = EVENTS;

    const database = await createBenchDatabase(POSTGRES_DATABASE);
    cleanups.push(() => database.drop());
    const url = database.url;
    // No scheduled sync: it could record the changes first, and the webhooks would have nothing left to record.
    process.env.SYNC_DISABLED = 'true';
    app = await startDashboard({ emulatorUrl: emulator.url, dataDir: appDir, port: APP_PORT, databaseUrl: url });
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    cleanups.push(() => db.end());
    console.log(
      `${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${EVENTS} reservations, ${SENDERS} senders, PostgreSQL`,
    );

    // The mirror learns the reservations (new to it: these wait WEBHOOK_SETTLE_MS first, see features/webhooks/server).
    const learn = `learn-${randomBytes(4).toString('hex')}-`;
    await postEvents(app.url, ids, 'reservation.created', learn);
    await waitProcessed(db, learn, EVENTS);

    // Each reservation changed at the service, so that processing records a real change (mirror, history, live).
    await pool(ids, READS_IN_FLIGHT, async (id) => {
      const res = await fetch(`${emulator.url}/v3/demo/Reservations/${id}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ VehicleNumberPlate: `WP ${id.slice(0, 6).toUpperCase()}` }),
      });
      if (!res.ok) throw new Error(`emulator PUT ${id}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    });

    // Baseline: the same detail reads, made directly at the dashboard's concurrency toward the service.
    const baselineStarted = performance.now();
    const readMs = await pool(ids, READS_IN_FLIGHT, async (id) => {
      const res = await fetch(`${emulator.url}/v3/demo/Reservations/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok) throw new Error(`baseline: emulator GET ${id}: ${res.status}`);
      await res.arrayBuffer();
    });
    const baselinePerS = EVENTS / ((performance.now() - baselineStarted) / 1000);

    // Ours: from the first post until the last event is processed.
    const prefix = `proc-${randomBytes(4).toString('hex')}-`;
    app.resetPeakRss();
    const started = performance.now();
    await postEvents(app.url, ids, 'reservation.updated', prefix);
    const postedMs = performance.now() - started;
    await waitProcessed(db, prefix, EVENTS);
    const elapsedMs = performance.now() - started;
    const peakRssMiB = app.peakRssMiB();
    const oursPerS = EVENTS / (elapsedMs / 1000);

    // Exactly once: one row, one attempt per event; one history entry per reservation for its change.
    const { rows: inbox } = await db.query<{ rows: number; once: number; latency: number[] }>(
      `select count(*)::int as rows, count(*) filter (where attempts = 1)::int as once,
              array_agg(extract(epoch from (processed_at - received_at)) * 1000 order by received_at) as latency
       from webhook_inbox where event_id like $1`,
      [`${prefix}%`],
    );
    const { rows: history } = await db.query<{ entries: number; reservations: number }>(
      'select count(*)::int as entries, count(distinct reservation_id)::int as reservations from ' +
        "reservation_history where event = 'reservation.updated'",
    );
    const problems: string[] = [];
    if (inbox[0]!.rows !== EVENTS) problems.push(`${inbox[0]!.rows} inbox rows for ${EVENTS} events`);
    if (inbox[0]!.once !== EVENTS) problems.push(`${EVENTS - inbox[0]!.once} events were attempted more than once`);
    if (history[0]!.entries !== EVENTS || history[0]!.reservations !== EVENTS)
      problems.push(
        `${history[0]!.entries} history entries for ${history[0]!.reservations} reservations (expected ${EVENTS} each)`,
      );

    // Checked before any row is reported, so a row never stands for a run that processed an event twice or not at all.
    if (problems.length) throw new Error(`processing was not exactly once:\n${problems.join('\n')}`);
    console.log(
      `posted ${EVENTS} in ${postedMs.toFixed(0)} ms, all processed after ${elapsedMs.toFixed(0)} ms; load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    reportScenario({
      bench: 'webhook-processing',
      scenario: `Webhook processing, ${EVENTS} distinct events, PostgreSQL`,
      unit: 'events/s',
      ours: oursPerS,
      baseline: baselinePerS,
      baselineLabel: `emulator detail reads at ${READS_IN_FLIGHT} in flight`,
      target: `≥ ${TARGET} events/s`,
      met: oursPerS >= TARGET,
      peakRssMiB,
      note:
        `from the first post to the last processed_at; posting took ${postedMs.toFixed(0)} ms; every event ` +
        `processed exactly once`,
    });
    const latency = inbox[0]!.latency.map(Number);
    reportScenario({
      bench: 'webhook-processing',
      scenario: `Webhook processing, ${EVENTS} distinct events, PostgreSQL: each event's received → processed, median`,
      unit: 'ms',
      ours: median(latency),
      baseline: median(readMs),
      baselineLabel: 'one emulator detail read',
      target: 'none (the distribution, for the plot)',
      met: true,
      informational: true,
      samples: { ours: latency, baseline: readMs },
      peakRssMiB,
    });
  } finally {
    await app?.stop();
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
