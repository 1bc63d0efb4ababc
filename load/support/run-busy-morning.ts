// The busy morning every scenario is made of: a week of reservations at the service that the mirror has read, live
// streams open through the balancer, changes at the service at a steady rate (webhooks to the balancer, with the
// service's faults on), planners writing through the BFF; then the inbox drained and everything checked.
// A scenario adds what happens in the middle (a crash) or runs it on one instance.
import { getToken, loadSite } from '../../emulator/testing/call-service';
import { postJson } from '../../bench/support/start-dashboard';
import { readEmulatorReservations } from '../../test/read-emulator-state';
import { checkRun, type Failure, type Figures } from './check-run';
import { driveChanges } from './drive-changes';
import { listWeeks, type Week } from './list-weeks';
import { openLoadStack, type LoadStack } from './open-load-stack';
import { openStreams, type LiveStream } from './open-streams';
import { readDatabase } from './read-database';
import { runPlanners } from './run-planners';
import { trackMemory, type MemoryRow } from './track-memory';
import { waitForInboxDrain } from './wait-for-inbox-drain';
import { CHANGES_PER_SECOND, FAULTS, PLANNER_WRITES_PER_SECOND, SIZES, type Size } from './busy-morning-settings';
import { getJson, putJson } from './call-json';
import { describeLatencies } from './describe-latencies';
import { measureRate } from './measure-rate';
import { iso } from './read-week';

export { CHANGES_PER_SECOND, SIZES, type Size };

export interface ScenarioResult {
  name: string;
  seconds: number;
  figures: Figures | null;
  failures: Failure[];
  instances: MemoryRow[];
  notes: string[];
}

/** Runs once, half-way through the load; the failures it returns are reported with the rest. */
export type Midway = (stack: LoadStack, streams: LiveStream[]) => Promise<{ failures: Failure[]; notes: string[] }>;

export async function runBusyMorning(options: {
  name: string;
  size: Size;
  instances: 1 | 2;
  postgres: boolean;
  midway?: Midway;
  /** Measure what the stack processes before choosing the rate (the embedded database's one instance). */
  measureRate?: boolean;
  /** Added to the time the inbox may take to drain after the load (by default 90 s + 3 s per second of load). */
  extraDrainMs?: number;
  /** Environment of every dashboard instance, on top of the stack's own. */
  dashboardEnv?: Record<string, string>;
}): Promise<ScenarioResult> {
  const started = Date.now();
  const { size } = options;
  const notes: string[] = [];
  const failures: Failure[] = [];
  const stack = await openLoadStack({
    name: options.name,
    instances: options.instances,
    postgres: options.postgres,
    dashboardEnv: options.dashboardEnv,
  });
  const memory = trackMemory(stack.instances);
  try {
    const { emulator, proxy } = stack;
    const [changeWeek, plannerWeek] = listWeeks(2) as [Week, Week];
    const generated = await postJson<{ added: number }>(`${emulator.url}/_emulator/generate`, {
      count: size.reservations,
      from: iso(changeWeek.from),
      to: iso(changeWeek.to),
    });
    const sessions = await stack.signIn(size.planners);
    const site = await loadSite(emulator.url, await getToken(emulator.url));

    // The mirror reads both weeks first, as the planners' grids would.
    const warm = await getJson<{ reservations: { Id: string }[] }>(
      proxy.url,
      sessions.admin,
      `/api/reservations?from=${iso(changeWeek.from)}&to=${iso(changeWeek.to)}`,
    );
    await getJson(
      proxy.url,
      sessions.admin,
      `/api/reservations?from=${iso(plannerWeek.from)}&to=${iso(plannerWeek.to)}`,
    );
    const ids = warm.reservations.map((r) => r.Id.toLowerCase());
    if (ids.length < generated.added)
      throw new Error(`the week's answer holds ${ids.length} reservations, the emulator added ${generated.added}`);

    const pool = openStreams(proxy.url, sessions.planners, size.streams);
    await pool.ready(60_000);
    const driver = driveChanges(emulator.url, ids);

    let rate = CHANGES_PER_SECOND;
    if (options.measureRate) {
      const measured = await measureRate(stack, sessions.admin, driver);
      rate = Math.min(CHANGES_PER_SECOND, Math.floor(measured * 0.8));
      notes.push(
        `rate ${rate} changes/s: the instance processed ${measured.toFixed(0)} changes/s in a 5 s burst without ` +
          `faults (80% of it, at most ${CHANGES_PER_SECOND})`,
      );
    }
    memory.start();
    await putJson(`${emulator.url}/_emulator/faults`, FAULTS);

    const loadStarted = Date.now();
    const measuredChanges = driver.changes.length;
    const planners = runPlanners({
      baseUrl: proxy.url,
      cookies: sessions.planners,
      site: { ramps: site.pragueRamps, unitId: site.units.Truck!.Id, weekFrom: plannerWeek.from },
      writesPerSecond: PLANNER_WRITES_PER_SECOND,
    });
    const midway = options.midway
      ? new Promise((r) => setTimeout(r, (size.seconds * 1000) / 2))
          .then(() => options.midway!(stack, pool.streams))
          // Handled now, awaited after the load: a midway step that fails is a failed check, not an unhandled
          // rejection.
          .catch((error: unknown): { failures: Failure[]; notes: string[] } => ({
            failures: [
              { check: 'the step half-way through the load failed', ids: [String((error as Error)?.message ?? error)] },
            ],
            notes: [],
          }))
      : Promise.resolve({ failures: [], notes: [] });
    await driver.run(rate, size.seconds);
    await planners.stop();
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    const middle = await midway;
    failures.push(...middle.failures);
    notes.push(...middle.notes);
    await fetch(`${emulator.url}/_emulator/faults`, { method: 'DELETE' });
    memory.peak();
    const loadChanges = driver.changes.length - measuredChanges;
    notes.push(
      `${loadChanges} changes in ${loadSeconds.toFixed(1)} s (${(loadChanges / loadSeconds).toFixed(0)}/s, asked ` +
        `${rate}/s); ${planners.writes.length} planner writes; faults off from the end of the load`,
    );

    const drained = await waitForInboxDrain({
      emulatorUrl: emulator.url,
      proxyUrl: proxy.url,
      adminCookie: sessions.admin,
      timeoutMs: 90_000 + 3_000 * size.seconds + (options.extraDrainMs ?? 0),
    });
    if (drained.failure) failures.push(drained.failure);
    const drainedSeconds = (drained.at - loadStarted) / 1000;
    notes.push(
      `drained ${(drainedSeconds - loadSeconds).toFixed(1)} s after the load ended: ` +
        `${(loadChanges / drainedSeconds).toFixed(0)} changes/s processed from the start of the load to the ` +
        `drained inbox`,
    );
    await memory.end();
    pool.close();

    const service = await readEmulatorReservations(emulator.url, new Date(changeWeek.from), new Date(plannerWeek.to));
    if (!stack.databaseUrl) for (const instance of stack.instances) await instance.dashboard.stop();
    const database = await readDatabase(
      stack.databaseUrl ? { databaseUrl: stack.databaseUrl } : { pgliteDir: stack.pgliteDir! },
    );
    const checked = checkRun({
      deliveries: proxy.deliveries,
      ...database,
      service,
      changes: driver.changes,
      latencySince: loadStarted,
      writes: planners.writes,
      streams: pool.streams,
    });
    failures.push(...checked.failures);
    failures.push(...memory.failures());
    for (const instance of stack.instances)
      if (instance.unhandled.length)
        failures.push({
          check:
            `unhandled errors in the output of :${memory.rows[instance.index]!.port} (` +
            `${instance.unhandled.length})`,
          ids: instance.unhandled,
        });
    const c = checked.figures.coverage;
    notes.push(
      `streams learnt of ${c.frame + c.resync + c.reconnect} change×stream pairs: ${c.frame} by a frame, ` +
        `${c.resync} by a resync, ${c.reconnect} by a reconnect`,
    );
    notes.push(
      `balancer: answered ${proxy.answered.join(' / ')} requests, refused connections ` +
        `${proxy.refused.join(' / ')} (per instance)`,
    );
    notes.push(describeLatencies(proxy.deliveries, database.inbox));
    const failedWrites = planners.writes.filter((w) => w.status < 200 || w.status >= 300);
    if (failedWrites.length)
      notes.push(
        `failed writes, first messages: ` +
          `${[...new Set(failedWrites.map((w) => `${w.status} ${w.message}`))].slice(0, 3).join(' | ')}`,
      );
    return {
      name: options.name,
      seconds: (Date.now() - started) / 1000,
      figures: checked.figures,
      failures,
      instances: memory.rows,
      notes,
    };
  } catch (error) {
    failures.push({ check: 'the scenario could not run', ids: [String((error as Error).stack ?? error)] });
    return {
      name: options.name,
      seconds: (Date.now() - started) / 1000,
      figures: null,
      failures,
      instances: memory.rows,
      notes,
    };
  } finally {
    await stack.stop();
  }
}
