// Outage: the service becomes unreachable for 2 minutes (--short: 12 s) while both dashboards, their
// streams and a signed-in page keep running. Both ways to the service are cut (the dashboards' calls and its
// webhooks), and other systems keep changing reservations at the service meanwhile. While cut: reads answer from
// the mirror flagged stale, the page says so, planners' writes fail clearly and change nothing. Once the links are
// back, with nothing restarted: reads are fresh, the banner goes, writes succeed, "Sync now" catches up what the
// webhooks missed, and the busy morning's checks hold (nothing acknowledged lost or processed twice, mirror = service).
// Two instances, because recovering is each process's own business (its connections, its fallback): both are read
// directly as well as through the balancer, and each must fall back and come back by itself.
import { getToken, loadSite } from '../emulator/testing/call-service';
import { postJson } from '../bench/support/start-dashboard';
import { diffReservationSets, readEmulatorReservations } from '../test/read-emulator-state';
import { checkRun, type Failure } from './support/check-run';
import { driveChanges } from './support/drive-changes';
import { listWeeks, type Week } from './support/list-weeks';
import { openOutageStack } from './support/open-outage-stack';
import { openStreams } from './support/open-streams';
import { readDatabase } from './support/read-database';
import { SIZES, type ScenarioResult, type Size } from './support/run-busy-morning';
import { ok, type PlannerWrite } from './support/run-planners';
import { trackMemory } from './support/track-memory';
import { iso, readWeek, RECOVERY_MS, waitUntilFresh, where } from './support/read-week';
import { createPlannerWriter, send } from './support/send-mutation';
import { describeCut, describeReturn, describeTraffic, describeWarm } from './support/describe-outage';
import { checkAfterReturn, checkDuringCut } from './support/check-outage';
import { showsBanner, waitBannerGone } from './support/watch-stale-banner';
import { watchGivenUp, type GivenUpWatch } from './support/watch-given-up';
import { waitForInboxDrain } from './support/wait-for-inbox-drain';
import { waitForMirror } from './support/wait-for-mirror';
import { syncNow, waitForRun } from './support/wait-for-sync-run';

const ADMIN = { email: 'admin@example.com', password: 'demo-admin' };
const PLANNER = { email: 'planner@example.com', password: 'demo-planner' };
const CUT_MS = { short: 12_000, full: 120_000 };
/** "A few a second", by other systems at the service, before, during and after the outage. */
const CHANGES_PER_SECOND = 3;
/** Streams of the planner: within LIVE_MAX_STREAMS_PER_USER (12) per instance with the page's own. */
const STREAMS = 8;
/**
 * The changes during the cut stop this long before the links return: the service gives a delivery up 1.5 s after
 * its change (3 attempts, 500 ms apart doubling), so none of them is delivered late, once the links are back.
 */
const QUIET_BEFORE_RETURN_MS = 5_000;

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
  const result = (figures: ScenarioResult['figures']): ScenarioResult => {
    return { name: 'outage', seconds: (Date.now() - started) / 1000, figures, failures, instances: memory.rows, notes };
  };
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
    notes.push(describeWarm(backfill, warmA, warmB, shownBefore));

    // Other systems change the unseen week's reservations and a few of the shown week's; the planner writes to two
    // others.
    const [failTarget, okTarget, ...restA] = warmA.ids;
    const driver = driveChanges(emulator.url, [...warmB.ids, ...restA.slice(0, 50)]);
    const inWeekB = new Set(warmB.ids);
    const writes: PlannerWrite[] = [];
    const write = createPlannerWriter(proxy.url, planner.cookie, site, writes);

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
    checkDuringCut(fail, { reads, shown, writes: [failedEdit, failedCreate], weekSize: warmA.ids.length });
    notes.push(...describeCut({ cutMs, checkedMs: checkedAt - cutAt, reads, shown, failedEdit, failedCreate }));

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
    const { changedIds, missed, missedB, changedB } = checkAfterReturn(fail, {
      failTarget: failTarget!,
      before,
      afterService,
      afterMirror,
      outageChanges,
      inWeekB,
      deliveries: proxy.deliveries,
      gaveUp,
    });

    const okEdit = await write('edit', 'TR-0-2', okTarget!);
    const okCreate = await write('create', 'PL-0-2', null, weekC.from + 9 * 3_600_000);
    for (const w of [okEdit, okCreate])
      if (!ok(w.status)) fail(`a planner's ${w.kind} after the links returned failed`, [`${w.status} '${w.message}'`]);

    const { run, runsSince } = await syncNow(proxy.url, admin.cookie, cutAt);
    if (run.status !== 'succeeded') fail(`the sync after the outage ${run.status}`, [run.error ?? '']);
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
      describeReturn(fresh, readers, bannerGone, shownAfter),
      `${outageChanges.length} changes to ${changedIds.length} reservations during the cut (${changedB.length} ` +
        `in the unseen week), ${gaveUp.size} webhooks given up by the service (none reached the balancer); right ` +
        `after the links returned the mirror lacked ${missed.length} of them (${missedB.length} in the unseen ` +
        `week, ${missed.length - missedB.length} in the shown week, whose fresh reads catch it up without a sync)`,
      `Sync now: run ${run.id} (${run.kind}) ${run.status} in ${((run.durationMs ?? 0) / 1000).toFixed(1)} s, ` +
        `${run.records} records read, ${run.changed} changed + ${run.created} new caught up, ${run.calls} calls`,
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
    notes.push(
      ...describeTraffic({
        changes: driver.changes.length,
        outageChanges: outageChanges.length,
        liveSeconds,
        coverage: checked.figures.coverage,
        upstreamCarried: stack.upstream.carried(),
        webhooksCarried: stack.webhooks.carried(),
        answered: proxy.answered,
      }),
    );
    return result(checked.figures);
  } catch (error) {
    failures.push({ check: 'the scenario could not run', ids: [String((error as Error).stack ?? error)] });
    return result(null);
  } finally {
    // A step of the cut that threw never reached stop(): the emulator's log is not read on after the stack is gone.
    givenUp?.cancel();
    await stack.stop();
  }
}
