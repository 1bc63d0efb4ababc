import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call } from '@/emulator/testing/call-service';
import type { LiveEvent } from '@/lib/live';
import type { Reservation } from '@/lib/contracts';
import { connectEmulator, startConnected, type Connected, utcDayStart } from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { waitForLiveListener } from '@/test/wait-for-live-listener';

// Reads and writes of reservations against the shared emulator: the mirror fills from reads, answers when
// the service cannot be reached, and writes through Slotboard record who made them.

const UNREACHABLE = 'http://127.0.0.1:4139';

const utcDay = (days: number) => utcDayStart(days).toISOString();

const byId = (list: Reservation[]) => [...list].sort((a, b) => a.Id.localeCompare(b.Id));
const idsOf = (list: Reservation[]) => list.map((r) => r.Id).sort();

describe.each(databaseTargets)('reservations on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  // Set by startConnected: the server modules, imported after this suite's fresh database.
  let settings: Connected['settings'], mirror: Connected['mirror'], live: Connected['live'];
  let reservations: typeof import('./index');
  const query = { from: utcDay(3), to: utcDay(4) };
  /** What the service listed for the slice on the first read. */
  let listed: Reservation[] = [];

  // A slow service is given 4 s here before the mirror answers (10 s by default); a refused connection, retried
  // three times, is reported well within that.
  const database = useFreshDatabase(target, { UPSTREAM_FALLBACK_AFTER_MS: '4000' });

  const connect = (baseUrl: string) => connectEmulator(settings, baseUrl);

  beforeAll(async () => {
    ({ settings, mirror, live } = await startConnected(emulatorUrl, 'test-webhook-secret'));
    reservations = await import('./');
  });

  afterAll(async () => {
    await reservations.mirrorSettled();
    // closeLive is for good (per process): only the last block, the one with a LISTEN connection, calls it.
    if (target.name === 'postgres') await live.closeLive();
    await call(emulatorUrl, 'POST', '/_emulator/reset');
  });

  it('lists the slice from the service and mirrors the same reservations in the background', async () => {
    const answer = await reservations.listReservations(query);
    expect(answer.stale).toBeUndefined();
    listed = answer.reservations;
    expect(listed.length).toBeGreaterThan(5);
    for (const r of listed) expect(Date.parse(r.StartUtc)).toBeGreaterThanOrEqual(Date.parse(query.from));
    for (const r of listed) expect(Date.parse(r.StartUtc)).toBeLessThan(Date.parse(query.to));
    const { client } = await settings.getUpstreamClient();
    expect(idsOf(listed)).toEqual(
      idsOf(await client.listReservationsInRange({ from: new Date(query.from), to: new Date(query.to) })),
    );

    await reservations.mirrorSettled();
    const mirrored = await mirror.readMirrorRange('emulator', { from: new Date(query.from), to: new Date(query.to) });
    expect(byId(mirrored.reservations)).toEqual(byId(listed));
    expect(Date.parse(mirrored.since!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it(
    'records a deletion when the detail read no longer finds a reservation the mirror holds, keeping its last ' +
      'detail',
    async () => {
      await reservations.mirrorSettled();
      const gone = listed.at(-1)!;
      expect((await call(emulatorUrl, 'DELETE', `/_emulator/reservations/${gone.Id}`)).status).toBeLessThan(300);
      await expect(reservations.getReservation(gone.Id)).rejects.toMatchObject({ code: 'not_found' });
      const known = await mirror.readMirrored('emulator', gone.Id);
      expect(known!.deletedAt).not.toBeNull();
      const db = await import('@/lib/db');
      const [audit] = await (await db.getDb()).select().from(db.schema.deletedReservations);
      expect(audit).toMatchObject({
        id: gone.Id.toLowerCase(),
        learntVia: 'read',
        detailFrom: 'mirror',
        carrier: gone.Carrier,
        number: gone.ReservationNumber,
      });
      // A reservation nobody held is not "deleted" by a 404: nothing is recorded for it.
      await expect(reservations.getReservation('00000000-0000-4000-8000-000000000001')).rejects.toMatchObject({
        code: 'not_found',
      });
      expect(await (await db.getDb()).select().from(db.schema.deletedReservations)).toHaveLength(1);
      listed = listed.slice(0, -1);
    },
  );

  it(
    'answers from the mirror, marked stale with since and the failure, when the service cannot be ' + 'reached',
    async () => {
      const { since } = await mirror.readMirrorRange('emulator', {
        from: new Date(query.from),
        to: new Date(query.to),
      });
      await connect(UNREACHABLE);
      try {
        const answer = await reservations.listReservations(query);
        expect(answer.stale).toEqual({
          since,
          message: expect.stringMatching(/^The reservation service could not be reached \(ECONNREFUSED\)/),
        });
        expect(byId(answer.reservations)).toEqual(byId(listed));
        expect(Date.parse(answer.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);

        // Narrowed to one ramp, from the mirror too.
        const ramp = listed[0]!.ResourceId;
        const oneRamp = await reservations.listReservations({ ...query, resourceId: ramp.toUpperCase() });
        expect(oneRamp.stale?.message).toMatch(/could not be reached/);
        expect(idsOf(oneRamp.reservations)).toEqual(idsOf(listed.filter((r) => r.ResourceId === ramp)));
      } finally {
        await connect(emulatorUrl);
      }
    },
  );

  it('answers from the mirror when the service is slow, and the slow read still refreshes the mirror', async () => {
    const before = await mirror.readMirrorRange('emulator', { from: new Date(query.from), to: new Date(query.to) });
    // Changed at the service behind Slotboard's back, so the mirror still has the old plate.
    // (The last one: the write test below takes the first.)
    const r = listed.filter((x) => !x.RealGateVehicleArrivalUtc && x.ApprovalStatus !== 'Rejected').at(-1)!;
    await (await settings.getUpstreamClient()).client.updateReservation(r.Id, { TrailerNumberPlate: 'SLOW 1' });
    await call(emulatorUrl, 'PUT', '/_emulator/faults', { body: { latencyMs: 6000 } });
    try {
      const started = Date.now();
      const answer = await reservations.listReservations(query);
      expect(Date.now() - started).toBeLessThan(6000);
      expect(answer.stale).toEqual({
        since: before.since,
        message: 'The reservation service has not answered within 4 s',
      });
      expect(byId(answer.reservations)).toEqual(byId(listed));
      // The read goes on; once it lands, the mirror holds the service's current state.
      await expect
        .poll(async () => (await mirror.readMirrored('emulator', r.Id))!.reservation.TrailerNumberPlate, {
          timeout: 30_000,
          interval: 250,
        })
        .toBe('SLOW 1');
    } finally {
      await call(emulatorUrl, 'DELETE', '/_emulator/faults');
      await reservations.mirrorSettled();
    }
  });

  it('waits for a slow service when the mirror does not hold the slice', async () => {
    // The read outlasts the 4 s, and the answer still comes from the service.
    await call(emulatorUrl, 'PUT', '/_emulator/faults', { body: { latencyMs: 5000 } });
    try {
      const empty = { from: utcDay(40), to: utcDay(41) };
      const started = Date.now();
      const answer = await reservations.listReservations(empty);
      expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
      expect(answer.stale).toBeUndefined();
    } finally {
      await call(emulatorUrl, 'DELETE', '/_emulator/faults');
      await reservations.mirrorSettled();
    }
  });

  it("records a write with its author in the history and tells live subscribers with the author's origin", async () => {
    const r = listed.find((x) => !x.RealGateVehicleArrivalUtc && x.ApprovalStatus !== 'Rejected')!;
    expect(r).toBeDefined();
    const received: LiveEvent[] = [];
    const unsubscribe = await live.subscribeLive((e) => received.push(e));
    try {
      if (target.name === 'postgres') await waitForLiveListener(database.env.DATABASE_URL!);
      const author = { actor: 'Jo Planner (jo@example.com)', origin: 'tab-0123456789' };
      const updated = await reservations.updateReservation(r.Id, { VehicleNumberPlate: 'SB 4242' }, author);
      expect(updated).toMatchObject({ Id: r.Id, VehicleNumberPlate: 'SB 4242' });

      expect((await mirror.readMirrored('emulator', r.Id))!.reservation).toEqual(updated);
      const history = await reservations.getReservationHistory(r.Id);
      expect(history.entries).toEqual([
        {
          at: expect.any(String),
          source: 'slotboard',
          action: 'changed',
          actor: 'Jo Planner (jo@example.com)',
          event: 'updated',
          changes: [{ field: 'VehicleNumberPlate', before: r.VehicleNumberPlate || null, after: 'SB 4242' }],
        },
      ]);
      await expect
        .poll(() => received)
        .toEqual([
          {
            type: 'reservation.changed',
            environment: 'emulator',
            id: r.Id,
            at: expect.any(String),
            origin: 'tab-0123456789',
            actor: 'Jo Planner (jo@example.com)',
            event: 'updated',
          },
        ]);
    } finally {
      unsubscribe();
    }
  });
});
