// Outage (issue 15): the service becomes unreachable for 2 minutes (--short: 12 s) while both dashboards, their
// streams and a signed-in page keep running. Both ways to the service are cut (the dashboards' calls and its
// webhooks), and other systems keep changing reservations at the service meanwhile. While cut: reads answer from
// the mirror flagged stale, the page says so, planners' writes fail clearly and change nothing. Once the links are
// back, with nothing restarted: reads are fresh, the banner goes, writes succeed, "Sync now" catches up what the
// webhooks missed, and the busy morning's checks hold (nothing acknowledged lost or processed twice, mirror = service).
// Two instances, because recovering is each process's own business (its connections, its fallback): both are read
// directly as well as through the balancer, and each must fall back and come back by itself.
import type { Page } from '@playwright/test';
import { getToken, loadSite } from '../emulator/testing/call-service';
import { postJson } from '../bench/support/start-dashboard';
import { diffReservationSets, readEmulatorReservations } from '../test/read-emulator-state';
import { checkRun, type Failure } from './support/check-run';
import { driveChanges } from './support/drive-changes';
import { listWeeks, type Week } from './support/list-weeks';
import { FALLBACK_AFTER_MS, openOutageStack, type OutageStack } from './support/open-outage-stack';
import { openStreams } from './support/open-streams';
import { readDatabase } from './support/read-database';
import { SIZES, type ScenarioResult, type Size } from './support/run-busy-morning';
import { ok, type PlannerWrite } from './support/run-planners';
import { trackMemory } from './support/track-memory';
import { waitForInboxDrain } from './support/wait-for-inbox-drain';

const ADMIN = { email: 'admin@example.com', password: 'demo-admin' };
const PLANNER = { email: 'planner@example.com', password: 'demo-planner' };
const CUT_MS = { short: 12_000, full: 120_000 };
/** "A few a second", by other systems at the service, before, during and after the outage. */
const CHANGES_PER_SECOND = 3;
/** Streams of the planner: within LIVE_MAX_STREAMS_PER_USER (12) per instance with the page's own. */
const STREAMS = 8;
/** A read during the cut may take the fallback's wait plus this. */
const FALLBACK_MARGIN_MS = 5_000;
/**
 * The changes during the cut stop this long before the links return: the service gives a delivery up 1.5 s after
 * its change (3 attempts, 500 ms apart doubling), so none of them is delivered late, once the links are back.
 */
const QUIET_BEFORE_RETURN_MS = 5_000;
/** Reads, the page and the sync must be back within this after the links return. */
const RECOVERY_MS = 60_000;
const BANNER = 'The reservation service is not answering';
/** What a failed write must say: that the service cannot be reached (or is not answering). */
const UNREACHABLE = /could not be reached|cannot be reached|can't be reached|unreachable|not answering|did not answer/i;

interface WeekRead {
  url: string;
  ms: number;
  status: number;
  stale: { message: string; since: string | null } | null;
  ids: string[];
  error: string;
}
interface RunRow {
  id: number;
  kind: string;
  status: string;
  trigger: string;
  queuedAt: string;
  records: number;
  created: number;
  changed: number;
  calls: number;
  durationMs: number | null;
  error: string | null;
}

export async function outage(size: Size): Promise<ScenarioResult> {
  const started = Date.now();
  const short = size.seconds < SIZES.full.seconds;
  const cutMs = short ? CUT_MS.short : CUT_MS.full;
  const liveSeconds = short ? 5 : 10;
  const failures: Failure[] = [];
  const notes: string[] = [];
  const fail = (check: string, ids: string[] = []) => failures.push({ check, ids });
  const stack = await openOutageStack('outage');
  const memory = trackMemory(stack.instances);
  let givenUp: GivenUpWatch | undefined;
  try {
    const { emulator, proxy } = stack;
    const [weekA, weekB, weekC] = listWeeks(3) as [Week, Week, Week];
    await postJson(`${emulator.url}/_emulator/generate`, {
      count: size.reservations,
      from: iso(weekA.from),
      to: iso(weekA.to),
    });
    await postJson(`${emulator.url}/_emulator/generate`, {
      count: Math.round(size.reservations / 3),
      from: iso(weekB.from),
      to: iso(weekB.to),
    });
    const admin = await stack.openPage(ADMIN.email, ADMIN.password);
    await admin.context.close();
    const planner = await stack.openPage(PLANNER.email, PLANNER.password);
    const page = planner.context.pages()[0]!;
    const site = await loadSite(emulator.url, await getToken(emulator.url));

    // 1. Warm. The first download (scheduled at start) done, the schedule set to daily so that only "Sync now" runs.
    const backfill = await waitForRun(proxy.url, admin.cookie, (r) => r.status === 'succeeded', 180_000);
    await send(proxy.url, admin.cookie, 'PATCH', '/api/admin/sync', { intervalMinutes: 1440 }).then((a) =>
      ok(a.status) ? null : fail(`setting the sync to daily: ${a.status} ${a.message}`),
    );
    const warmA = await readWeek(proxy.url, admin.cookie, weekA);
    const warmB = await readWeek(proxy.url, admin.cookie, weekB);
    if (warmA.status !== 200 || warmA.stale || warmB.status !== 200 || warmB.stale)
      throw new Error(`warm reads: ${warmA.status} ${warmA.error} / ${warmB.status} ${warmB.error}`);
    await waitForMirror(stack, [...warmA.ids, ...warmB.ids]);
    await page.goto(`/schedule?date=${iso(weekA.from).slice(0, 10)}&view=week`);
    const blocks = page.locator('[data-reservation-id]');
    await blocks.first().waitFor({ timeout: 60_000 });
    const shownBefore = await blocks.count();
    const pool = openStreams(proxy.url, [planner.cookie], STREAMS);
    await pool.ready(60_000);
    notes.push(
      `warm: first download ${backfill.kind} of ${backfill.records} records in ${((backfill.durationMs ?? 0) / 1000).toFixed(1)} s; week shown ${warmA.ids.length} reservations read in ${warmA.ms.toFixed(0)} ms (${shownBefore} blocks on the page), unseen week ${warmB.ids.length}`,
    );

    // Other systems change the unseen week's reservations and a few of the shown week's; the planner writes to two others.
    const [failTarget, okTarget, ...restA] = warmA.ids;
    const driver = driveChanges(emulator.url, [...warmB.ids, ...restA.slice(0, 50)]);
    const inWeekB = new Set(warmB.ids);
    const writes: PlannerWrite[] = [];
    const write = async (kind: 'create' | 'edit', value: string, id: string | null, slot?: number) => {
      const at = Date.now();
      const answer =
        kind === 'create'
          ? await send(proxy.url, planner.cookie, 'POST', '/api/reservations', {
              ResourceId: site.pragueRamps[0],
              Start: iso(slot!),
              UnitId: site.units.Truck!.Id,
              NumberOfUnits: 1,
              VehicleNumberPlate: value,
            })
          : await send(proxy.url, planner.cookie, 'PUT', `/api/reservations/${id}`, { TrailerNumberPlate: value });
      const record: PlannerWrite = {
        planner: 0,
        kind,
        id: id ?? answer.id,
        value,
        status: answer.status,
        message: answer.message,
        at,
      };
      writes.push(record);
      return { ...record, ms: Date.now() - at };
    };

    memory.start();
    await driver.run(CHANGES_PER_SECOND, liveSeconds);
    const drainedBefore = await waitForInboxDrain({
      emulatorUrl: emulator.url,
      proxyUrl: proxy.url,
      adminCookie: admin.cookie,
      timeoutMs: 60_000,
    });
    if (drainedBefore.failure) failures.push(drainedBefore.failure);
    const service = async (week: Week = { from: weekA.from, to: weekC.to }) =>
      readEmulatorReservations(emulator.url, new Date(week.from), new Date(week.to));
    const mirrorNow = async () =>
      new Map(
        (await readDatabase({ databaseUrl: stack.databaseUrl })).mirror.map((r) => [r.id.toLowerCase(), r.record]),
      );
    const before = { service: (await service(weekA)).get(failTarget!)!, mirror: (await mirrorNow()).get(failTarget!)! };

    // 2. The cut.
    const cutAt = Date.now();
    await stack.upstream.cut();
    await stack.webhooks.cut();
    givenUp = watchGivenUp(emulator.url, cutAt);
    const changing = driver.run(CHANGES_PER_SECOND, (cutMs - QUIET_BEFORE_RETURN_MS) / 1000);
    const readers = [...stack.instances.map((i) => i.dashboard.url), proxy.url];
    const [reads, shown, failedEdit, failedCreate] = await Promise.all([
      Promise.all(readers.map((url) => readWeek(url, admin.cookie, weekA))),
      showsBanner(page),
      write('edit', 'TR-0-1', failTarget!),
      write('create', 'PL-0-1', null, weekC.from + 8 * 3_600_000),
    ]);
    const checkedAt = Date.now();
    await changing;
    await new Promise((r) => setTimeout(r, Math.max(0, cutAt + cutMs - Date.now())));
    const gaveUp = await givenUp.stop();
    const outageChanges = driver.changes.filter((c) => c.at >= cutAt);
    for (const r of reads) {
      if (r.status !== 200 || !r.stale)
        fail(`a read during the cut did not answer from the mirror flagged stale (${where(r.url)})`, [
          `${r.status} ${r.error || 'not flagged stale'}`,
        ]);
      else if (r.ids.length !== warmA.ids.length)
        fail(`the mirror's answer during the cut lacks reservations of the week (${where(r.url)})`, [
          `${r.ids.length} of ${warmA.ids.length}`,
        ]);
      if (r.ms > FALLBACK_AFTER_MS + FALLBACK_MARGIN_MS)
        fail(
          `a read during the cut took ${(r.ms / 1000).toFixed(1)} s, more than UPSTREAM_FALLBACK_AFTER_MS + ${FALLBACK_MARGIN_MS / 1000} s (${where(r.url)})`,
        );
    }
    if (!shown.text) fail('the page did not show the stale banner during the cut', [shown.error]);
    else if (shown.blocks === 0) fail('the page showed no reservations with the stale banner');
    for (const w of [failedEdit, failedCreate]) {
      if (ok(w.status)) fail(`a planner's ${w.kind} during the cut answered ${w.status}`);
      else if (!UNREACHABLE.test(w.message))
        fail(`a planner's ${w.kind} during the cut failed without saying the service cannot be reached`, [
          `${w.status} '${w.message}'`,
        ]);
    }
    notes.push(
      `cut ${(cutMs / 1000).toFixed(0)} s (both links refusing connections; checks done ${((checkedAt - cutAt) / 1000).toFixed(1)} s into it); reads fell back in ${reads.map((r) => `${(r.ms / 1000).toFixed(1)} s (${where(r.url)})`).join(', ')}: '${reads[0]?.stale?.message ?? '–'}'`,
      `page during the cut: banner after ${(shown.ms / 1000).toFixed(1)} s of reload, ${shown.blocks} blocks: '${shown.text.slice(0, 400)}'`,
      `writes during the cut: edit ${failedEdit.status} in ${failedEdit.ms} ms '${failedEdit.message}'; create ${failedCreate.status} in ${failedCreate.ms} ms '${failedCreate.message}'`,
    );

    // 3. The links return; nothing is restarted.
    const restoredAt = Date.now();
    await stack.upstream.restore();
    await stack.webhooks.restore();
    const fresh = await Promise.all(readers.map((url) => waitUntilFresh(url, admin.cookie, weekA, restoredAt)));
    fresh.forEach(
      (ms, i) =>
        ms === null &&
        fail(`reads still stale ${RECOVERY_MS / 1000} s after the links returned (${where(readers[i]!)})`),
    );
    const bannerGone = await waitBannerGone(page, restoredAt);
    if (bannerGone === null)
      fail(`the page's stale banner still shown ${RECOVERY_MS / 1000} s after the links returned`);
    const shownAfter = await blocks.count();

    const afterService = await service();
    const afterMirror = await mirrorNow();
    const editChanged = [
      ...diffReservationSets(
        new Map([[failTarget!, before.service]]),
        new Map([[failTarget!, afterService.get(failTarget!)!]]),
      ).map((d) => `service ${d}`),
      ...diffReservationSets(
        new Map([[failTarget!, before.mirror]]),
        new Map([[failTarget!, afterMirror.get(failTarget!)!]]),
      ).map((d) => `mirror ${d}`),
    ];
    if (editChanged.length) fail("the planner's edit refused during the cut changed the reservation", editChanged);
    const created = [...afterService.values()]
      .filter((r) => r.VehicleNumberPlate === 'PL-0-1')
      .map((r) => String(r.Id));
    if (created.length) fail("the planner's create refused during the cut is at the service", created);

    // What the webhooks missed: every reservation changed during the cut whose mirror copy differs from the service.
    const changedIds = [...new Set(outageChanges.map((c) => c.id))];
    const missed = changedIds.filter(
      (id) =>
        diffReservationSets(new Map([[id, afterService.get(id)!]]), new Map([[id, afterMirror.get(id)!]])).length > 0,
    );
    const missedB = missed.filter((id) => inWeekB.has(id));
    const changedB = changedIds.filter((id) => inWeekB.has(id));
    // The shown week was read again since (the polls, the page), so only the unseen week shows what the webhooks missed.
    const reachedBalancer = proxy.deliveries
      .filter((d) => d.eventId !== null && gaveUp.has(d.eventId))
      .map((d) => `${d.eventId} ${d.status}`);
    if (reachedBalancer.length)
      fail('deliveries the service gave up during the cut reached the balancer (the cut leaked)', reachedBalancer);
    if (gaveUp.size < outageChanges.length)
      fail('the service did not give up a delivery for every change during the cut', [
        `${gaveUp.size} given up, ${outageChanges.length} changes`,
      ]);
    if (missedB.length < changedB.length)
      fail(
        'changes made during the cut reached the mirror before any sync or read (the cut leaked)',
        changedB.filter((id) => !missedB.includes(id)),
      );

    const okEdit = await write('edit', 'TR-0-2', okTarget!);
    const okCreate = await write('create', 'PL-0-2', null, weekC.from + 9 * 3_600_000);
    for (const w of [okEdit, okCreate])
      if (!ok(w.status)) fail(`a planner's ${w.kind} after the links returned failed`, [`${w.status} '${w.message}'`]);

    const asked = await send(proxy.url, admin.cookie, 'POST', '/api/admin/sync', {});
    const runId = asked.runId;
    if (asked.status !== 202 || runId === null) throw new Error(`Sync now: ${asked.status} ${asked.message}`);
    const run = await waitForRun(
      proxy.url,
      admin.cookie,
      (r) => r.id === runId && (r.status === 'succeeded' || r.status === 'failed'),
      180_000,
    );
    if (run.status !== 'succeeded') fail(`the sync after the outage ${run.status}`, [run.error ?? '']);
    const runsSince = (await readRuns(proxy.url, admin.cookie)).filter(
      (r) => Date.parse(r.queuedAt) >= cutAt && r.id !== runId,
    );
    if (runsSince.length)
      notes.push(
        `other sync runs since the cut: ${runsSince.map((r) => `${r.id} ${r.trigger} ${r.status}`).join(', ')}`,
      );
    const syncedService = await service();
    const syncedMirror = await mirrorNow();
    const stillMissed = changedIds.flatMap((id) =>
      diffReservationSets(new Map([[id, syncedService.get(id)!]]), new Map([[id, syncedMirror.get(id)!]])),
    );
    if (stillMissed.length) fail('the sync after the outage did not catch up what changed during it', stillMissed);
    notes.push(
      `links back: reads fresh after ${fresh.map((ms, i) => `${ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`} (${where(readers[i]!)})`).join(', ')}; banner gone after ${bannerGone === null ? 'never' : `${(bannerGone / 1000).toFixed(1)} s`} ("Try again"), ${shownAfter} blocks`,
      `${outageChanges.length} changes to ${changedIds.length} reservations during the cut (${changedB.length} in the unseen week), ${gaveUp.size} webhooks given up by the service (none reached the balancer); right after the links returned the mirror lacked ${missed.length} of them (${missedB.length} in the unseen week, ${missed.length - missedB.length} in the shown week, whose fresh reads catch it up without a sync)`,
      `Sync now: run ${run.id} (${run.kind}) ${run.status} in ${((run.durationMs ?? 0) / 1000).toFixed(1)} s, ${run.records} records read, ${run.changed} changed + ${run.created} new caught up, ${run.calls} calls`,
      `writes after: edit ${okEdit.status} in ${okEdit.ms} ms, create ${okCreate.status} in ${okCreate.ms} ms`,
    );

    // Webhooks flow again: more changes, then the inbox drained and everything checked as after a busy morning.
    const latencySince = Date.now();
    await driver.run(CHANGES_PER_SECOND, liveSeconds);
    const drained = await waitForInboxDrain({
      emulatorUrl: emulator.url,
      proxyUrl: proxy.url,
      adminCookie: admin.cookie,
      timeoutMs: 90_000,
    });
    if (drained.failure) failures.push(drained.failure);
    memory.peak();
    await memory.end();
    pool.close();

    const database = await readDatabase({ databaseUrl: stack.databaseUrl });
    const checked = checkRun({
      deliveries: proxy.deliveries,
      ...database,
      service: await service(),
      changes: driver.changes,
      latencySince,
      writes,
      streams: pool.streams,
    });
    failures.push(...checked.failures);
    failures.push(...memory.failures());
    for (const instance of stack.instances)
      if (instance.unhandled.length)
        fail(
          `unhandled errors in the output of :${memory.rows[instance.index]!.port} (${instance.unhandled.length})`,
          instance.unhandled,
        );
    const c = checked.figures.coverage;
    notes.push(
      `${driver.changes.length} changes in all (${outageChanges.length} during the cut, the rest in ${liveSeconds} s before and after it); p95 live latency of the changes after the outage; streams learnt of ${c.frame + c.resync + c.reconnect} change×stream pairs: ${c.frame} by a frame, ${c.resync} by a resync, ${c.reconnect} by a reconnect`,
      `links carried ${stack.upstream.carried()} connections to the service, ${stack.webhooks.carried()} to the balancer; balancer answered ${proxy.answered.join(' / ')} requests (per instance)`,
    );
    return {
      name: 'outage',
      seconds: (Date.now() - started) / 1000,
      figures: checked.figures,
      failures,
      instances: memory.rows,
      notes,
    };
  } catch (error) {
    failures.push({ check: 'the scenario could not run', ids: [String((error as Error).stack ?? error)] });
    return {
      name: 'outage',
      seconds: (Date.now() - started) / 1000,
      figures: null,
      failures,
      instances: memory.rows,
      notes,
    };
  } finally {
    // A step of the cut that threw never reached stop(): the emulator's log is not read on after the stack is gone.
    givenUp?.cancel();
    await stack.stop();
  }
}

const iso = (ms: number) => new Date(ms).toISOString();
const where = (url: string) => `:${new URL(url).port}`;

async function readWeek(base: string, cookie: string, week: Week): Promise<WeekRead> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}/api/reservations?from=${iso(week.from)}&to=${iso(week.to)}`, {
      headers: { cookie },
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    if (!res.ok) return { url: base, ms, status: res.status, stale: null, ids: [], error: text.slice(0, 200) };
    const body = JSON.parse(text) as { reservations: { Id: string }[]; stale?: WeekRead['stale'] };
    return {
      url: base,
      ms,
      status: res.status,
      stale: body.stale ?? null,
      ids: body.reservations.map((r) => r.Id.toLowerCase()),
      error: '',
    };
  } catch (error) {
    return {
      url: base,
      ms: performance.now() - started,
      status: 0,
      stale: null,
      ids: [],
      error: (error as Error).message,
    };
  }
}

/** Reads the week every second until it is not flagged stale: ms after `since`, or null past RECOVERY_MS. */
async function waitUntilFresh(base: string, cookie: string, week: Week, since: number): Promise<number | null> {
  for (;;) {
    const read = await readWeek(base, cookie, week);
    if (read.status === 200 && !read.stale) return Date.now() - since;
    if (Date.now() - since > RECOVERY_MS) return null;
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/** The page reloaded as a person would: the banner's text, how long it took to show, and the blocks still drawn. */
async function showsBanner(page: Page): Promise<{ text: string; ms: number; blocks: number; error: string }> {
  const started = Date.now();
  try {
    await page.reload();
    const banner = page.getByRole('status').filter({ hasText: BANNER });
    await banner.waitFor({ timeout: FALLBACK_AFTER_MS + 30_000 });
    const ms = Date.now() - started;
    const text = (await banner.innerText()).replace(/\s+/g, ' ').trim();
    // The banner may show before the grid has drawn the saved copy it reads beside it (a short run at 544f654 counted
    // 0 blocks at the banner's first moment, 74 in the next run): a few seconds for the first block, then count.
    const blocks = page.locator('[data-reservation-id]');
    await blocks
      .first()
      .waitFor({ state: 'attached', timeout: 5_000 })
      .catch(() => undefined);
    return { text, ms, blocks: await blocks.count(), error: '' };
  } catch (error) {
    return { text: '', ms: Date.now() - started, blocks: 0, error: (error as Error).message.split('\n')[0]! };
  }
}

/** "Try again" in the banner until it goes: ms after `since`, or null past RECOVERY_MS. */
async function waitBannerGone(page: Page, since: number): Promise<number | null> {
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  while (Date.now() - since <= RECOVERY_MS) {
    if ((await banner.count()) === 0) return Date.now() - since;
    await banner
      .getByRole('button', { name: 'Try again' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await banner.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  }
  return null;
}

interface GivenUpWatch {
  /** The event ids given up so far, after one last read. */
  stop(): Promise<Set<string>>;
  /** Stops reading, without a last read. */
  cancel(): void;
}

/**
 * The deliveries the service gives up from `since` on, read from its log every 2 s (it keeps only the last 500 attempts): the
 * event ids, once stopped.
 */
function watchGivenUp(emulatorUrl: string, since: number): GivenUpWatch {
  const ids = new Set<string>();
  // Never rejects, and gives up on an emulator that does not answer: a read that fails is made up for by the next.
  // A rejection in the chain would be unhandled until the next tick, and Node ends the process on it: the run would
  // stop with no report and the dashboards' process groups left running.
  const read = async () => {
    try {
      const res = await fetch(`${emulatorUrl}/_emulator/webhooks`, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) return;
      const log = (await res.json()) as { deliveries: { eventId: string; outcome: string; at: string }[] };
      for (const d of log.deliveries) if (d.outcome === 'failed' && Date.parse(d.at) >= since) ids.add(d.eventId);
    } catch {
      // the next read, or the last one in stop()
    }
  };
  let reading = read();
  // Unref'd: what the scenario awaits keeps the process alive, never this poll, should a step throw before stop().
  const timer = setInterval(() => (reading = reading.then(read)), 2_000).unref();
  return {
    async stop() {
      clearInterval(timer);
      await reading.then(read);
      return ids;
    },
    cancel: () => clearInterval(timer),
  };
}

/** Until the mirror holds every one of `ids` (it is written in the background after a read answers). */
async function waitForMirror(stack: OutageStack, ids: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const held = new Set(
      (await readDatabase({ databaseUrl: stack.databaseUrl })).mirror
        .filter((r) => r.shown)
        .map((r) => r.id.toLowerCase()),
    );
    const lacking = ids.filter((id) => !held.has(id));
    if (lacking.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`the mirror lacks ${lacking.length} of the ${ids.length} reservations read, 60 s after the read`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function readRuns(base: string, cookie: string): Promise<RunRow[]> {
  const res = await fetch(`${base}/api/admin/sync`, { headers: { cookie } });
  if (!res.ok) throw new Error(`GET /api/admin/sync: ${res.status} ${(await res.text()).slice(0, 200)}`);
  return ((await res.json()) as { runs: RunRow[] }).runs;
}

/** Admin → Sync until a run matches (and none is under way): that run, or an error past the timeout. */
async function waitForRun(
  base: string,
  cookie: string,
  matches: (run: RunRow) => boolean,
  timeoutMs: number,
): Promise<RunRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = (await readRuns(base, cookie)).find(matches);
    if (run) return run;
    if (Date.now() > deadline) throw new Error(`no sync run as awaited within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A mutation through the BFF with a signed-in cookie: its status, error message and the reservation or run named. */
async function send(
  base: string,
  cookie: string,
  method: string,
  path: string,
  body: unknown,
): Promise<{ status: number; message: string; id: string | null; runId: number | null }> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await res.text();
    let json: { reservation?: { Id?: string }; runId?: number; error?: { message?: string } } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      // a proxy's plain-text answer
    }
    return {
      status: res.status,
      message: json.error?.message ?? (res.ok ? '' : text.slice(0, 200)),
      id: json.reservation?.Id?.toLowerCase() ?? null,
      runId: json.runId ?? null,
    };
  } catch (error) {
    return { status: 0, message: `no answer: ${(error as Error).message}`, id: null, runId: null };
  }
}
