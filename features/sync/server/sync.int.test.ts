import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call, getToken } from '@/emulator/testing/call-service';
import { startConnected, utcDayStart, type Connected } from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { diffReservationSets, readEmulatorReservations } from '@/test/read-emulator-state';

// The scheduled download against the shared emulator, whose webhooks are off in integration runs: whatever the
// mirror learns here it learns from the sync alone.

const DAY = 86_400_000;

describe.each(databaseTargets)('sync on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  let settings: Connected['settings'];
  let sync: typeof import('./index');
  let runs: typeof import('./manage-runs');
  let runner: typeof import('./run-sync');
  let db: typeof import('@/lib/db');

  // No overlap between windows: the demo data made by the reset a moment ago is then not "changed" again.
  useFreshDatabase(target, { SYNC_OVERLAP_MS: '0' });

  beforeAll(async () => {
    ({ settings } = await startConnected(emulatorUrl, 'sync-suite-webhook-secret'));
    sync = await import('./');
    runs = await import('./manage-runs');
    runner = await import('./run-sync');
    db = await import('@/lib/db');
  });

  afterAll(async () => {
    await call(emulatorUrl, 'DELETE', '/_emulator/faults');
    await call(emulatorUrl, 'POST', '/_emulator/reset');
  });

  const runRow = async (id: number) =>
    (await (await db.getDb()).select().from(db.schema.syncRuns).where(eq(db.schema.syncRuns.id, id)))[0]!;
  const syncNow = async () => {
    const { runId } = await sync.requestSync(null);
    await sync.kickSync();
    return runRow(runId);
  };
  const mirrored = async () => {
    const m = db.schema.reservationMirror;
    const rows = await (
      await db.getDb()
    )
      .select({ id: m.id, record: m.record })
      .from(m)
      .where(and(eq(m.environment, 'emulator'), isNull(m.deletedAt)));
    return new Map(rows.map((r) => [r.id, r.record]));
  };
  const wholeService = () => readEmulatorReservations(emulatorUrl, utcDayStart(-60), utcDayStart(400));

  it('first downloads the backfill range: the mirror then equals the service, reservation by reservation', async () => {
    const run = await syncNow();
    expect(run).toMatchObject({
      kind: 'backfill',
      trigger: 'manual',
      status: 'succeeded',
      error: null,
      progress: { phase: 'done' },
    });
    // The demo data lies within 14 days back and 21 ahead, inside the default 30 back and 90 ahead.
    expect(run.windowTo!.getTime() - run.windowFrom!.getTime()).toBe(121 * DAY);
    const service = await wholeService();
    expect(service.size).toBeGreaterThan(1000);
    expect(run.records).toBeGreaterThanOrEqual(service.size);
    expect(diffReservationSets(service, await mirrored())).toEqual([]);
    // Deletions the service lists (the demo has a few) are in the audit, with what ReservationDeleted gives.
    const deleted = await (await db.getDb()).select().from(db.schema.deletedReservations);
    expect(deleted.length).toBe(run.deleted);
    expect(deleted.every((d) => d.learntVia === 'reconciliation')).toBe(true);
  });

  it(
    "finds 50 changes and 10 deletions made while no webhook arrived, and keeps each deletion's last known " + 'detail',
    async () => {
      const token = await getToken(emulatorUrl);
      const before = [...(await wholeService()).values()].filter(
        (r) => Date.parse(String(r.StartUtc)) > Date.now() + DAY,
      );
      const changed = before.slice(0, 50);
      const gone = before.slice(50, 60);
      for (const [i, r] of changed.entries()) {
        const res = await call(emulatorUrl, 'PUT', `/v3/demo/Reservations/${String(r.Id)}`, {
          token,
          body: { Carrier: `Synced Carrier ${i}`, VehicleNumberPlate: `SY ${1000 + i}` },
        });
        expect(res.status).toBeLessThan(300);
      }
      for (const r of gone)
        expect((await call(emulatorUrl, 'DELETE', `/_emulator/reservations/${String(r.Id)}`)).status).toBeLessThan(300);

      const run = await syncNow();
      expect(run).toMatchObject({ kind: 'incremental', status: 'succeeded', changed: 50, deleted: 10 });
      // One walk of Updated finds changes and creations (the emulator moves Updated on every write), one read of
      // ReservationDeleted.
      expect(run.calls).toBeLessThanOrEqual(2);
      expect(diffReservationSets(await wholeService(), await mirrored())).toEqual([]);

      // What GET /api/deleted-reservations answers (the route hands its query to this reader).
      const audit = await (await import('@/features/deleted/server')).listDeletedReservations({ pageSize: 200 });
      for (const r of gone) {
        const row = audit.rows.find((d) => d.id === String(r.Id).toLowerCase());
        expect(row, `deletion of ${String(r.ReservationNumber)}`).toMatchObject({
          number: r.ReservationNumber,
          carrier: r.Carrier,
          vehiclePlate: r.VehicleNumberPlate ?? '',
          trailerPlate: r.TrailerNumberPlate ?? '',
          learntVia: 'reconciliation',
        });
      }
    },
  );

  it('asks for nothing more than two calls when nothing changed', async () => {
    const run = await syncNow();
    expect(run).toMatchObject({ status: 'succeeded', records: 0, created: 0, changed: 0, deleted: 0 });
    expect(run.calls).toBeLessThanOrEqual(2);
  });

  it(
    'returns all 1,500 reservations of a series created at one instant, narrowing that instant by ' + 'StartUtc',
    async () => {
      // After the last run began, so within the next run's window.
      const at = new Date().toISOString();
      const gen = await call(emulatorUrl, 'POST', '/_emulator/generate', {
        body: {
          count: 1500,
          seed: 11,
          from: utcDayStart(100).toISOString(),
          to: utcDayStart(130).toISOString(),
          created: { from: at },
        },
      });
      expect(gen.body.added).toBe(1500);
      const { client } = await settings.getUpstreamClient();
      const listed = await client.listChangedReservations({
        from: new Date(Date.parse(at) - 1),
        to: new Date(Date.parse(at) + 1),
      });
      expect(listed).toHaveLength(1500);

      const run = await syncNow();
      expect(run).toMatchObject({ status: 'succeeded', created: 1500 });
      expect(diffReservationSets(await wholeService(), await mirrored())).toEqual([]);
    },
  );

  it('resumes a run cut off after its second page from that page, not from the start', async () => {
    // Spread between the last run's start and now: the next run's window.
    const [last] = (await (await db.getDb()).select().from(db.schema.syncRuns)).sort((a, b) => b.id - a.id);
    const created = { from: new Date(last!.startedAt!.getTime() + 1).toISOString(), to: new Date().toISOString() };
    await call(emulatorUrl, 'POST', '/_emulator/generate', {
      body: {
        count: 4500,
        seed: 12,
        from: utcDayStart(140).toISOString(),
        to: utcDayStart(200).toISOString(),
        created,
      },
    });
    // Queued without a kick: this test plays the instances itself.
    const { run: queued } = await runs.queueRun('emulator', 'manual', null);
    const runId = queued.id;
    const resolved = await settings.getUpstreamClient();
    const conf = await runs.readSyncSettings('emulator');
    const first = await runs.takeNextRun('emulator', 'instance-a', conf, { schedule: true });
    expect(first!.id).toBe(runId);
    let pages = 0;
    const cutOff = async () => {
      if (++pages > 2) throw new runs.LeaseLost('cut off');
    };
    await expect(runner.runSync(first!, resolved, cutOff)).rejects.toBeInstanceOf(runs.LeaseLost);
    const halfway = await runRow(runId);
    expect(halfway).toMatchObject({ status: 'running', holder: 'instance-a', progress: { phase: 'changes' } });
    expect(halfway.records).toBeGreaterThanOrEqual(2000);

    // Whoever holds the lease next takes the running run over where it stood.
    const resumed = await runs.takeNextRun('emulator', 'instance-b', conf, { schedule: true });
    expect(resumed).toMatchObject({ id: runId, status: 'running', holder: 'instance-b' });
    // The instance that lost it can no longer write to it.
    await expect(runs.updateHeld(first!, { records: 1 })).rejects.toBeInstanceOf(runs.LeaseLost);
    const done = await runner.runSync(resumed!, resolved, async () => {});
    expect(done.status).toBe('succeeded');
    // The page recorded when the lease went was never counted (its progress was not saved), and is no news when
    // read again: the counts are the saved pages' and the resumed run's.
    expect(done.created).toBeGreaterThanOrEqual(4500 - 1000);
    expect(done.created).toBeLessThanOrEqual(4500);
    // Each record once, give or take the instants at page boundaries read twice; starting over would have read
    // the first 2,000 again.
    expect(done.records).toBeLessThan(4500 + 1000);
    expect(diffReservationSets(await wholeService(), await mirrored())).toEqual([]);
  });

  it('queues one run however often "Sync now" is pressed while it waits', async () => {
    const answers = await Promise.all([sync.requestSync(null), sync.requestSync(null), sync.requestSync(null)]);
    expect(new Set(answers.map((a) => a.runId)).size).toBe(1);
    expect(answers.filter((a) => a.queued)).toHaveLength(1);
    await sync.kickSync();
    expect((await runRow(answers[0]!.runId)).status).toBe('succeeded');
    const overview = await sync.loadSyncOverview();
    expect(overview.active).toBeNull();
    expect(overview.runs[0]).toMatchObject({ id: answers[0]!.runId, status: 'succeeded', phase: 'done' });
    expect(overview.runs.at(-1)).toMatchObject({ kind: 'backfill' });
  });
});
