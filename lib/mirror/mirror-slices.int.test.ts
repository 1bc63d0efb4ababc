import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reservation } from '@/lib/contracts';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { RAMP_A, RAMP_B, reservation } from '@/test/make-reservation';

// The mirror on a real database: slices read, deletions, and what a read of a range shows when the service cannot
// answer.

const ids = (list: { Id: string }[]) => list.map((r) => r.Id).sort();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(databaseTargets)('reservation mirror on $name', (target) => {
  let mirror: typeof import('./index');

  useFreshDatabase(target);

  beforeAll(async () => {
    mirror = await import('./');
    // The memo of what this process wrote is process state and would outlive the previous database.
    mirror.forgetMirrorMemo();
  });

  describe('slices, deletions and reading a range', () => {
    const day = { from: new Date('2026-12-08T00:00:00Z'), to: new Date('2026-12-09T00:00:00Z') };
    const early = reservation('2026-12-08T06:00:00Z', 60);
    const middle = reservation('2026-12-08T09:00:00Z', 60);
    const late = reservation('2026-12-08T14:00:00Z', 30);
    const otherRamp = reservation('2026-12-08T07:00:00Z', 30, { ResourceId: RAMP_B });
    const nextDay = reservation('2026-12-09T07:00:00Z', 30);

    it('shows what a slice read listed, ordered by start', async () => {
      await mirror.recordReservations('emulator', [late, middle, early, otherRamp], { source: 'read' }, day);
      await mirror.recordReservations('emulator', [nextDay], { source: 'read' });
      const range = await mirror.readMirrorRange('emulator', day);
      expect(range.reservations.map((r) => r.Id)).toEqual([early.Id, otherRamp.Id, middle.Id, late.Id]);
      expect(range.reservations[0]).toEqual(early);
    });

    it('narrows to the ramps asked for', async () => {
      expect(ids((await mirror.readMirrorRange('emulator', { ...day, resourceIds: [RAMP_B] })).reservations)).toEqual([
        otherRamp.Id,
      ]);
      expect(
        ids((await mirror.readMirrorRange('emulator', { ...day, resourceIds: [RAMP_A.toUpperCase()] })).reservations),
      ).toEqual(ids([early, middle, late]));
      expect((await mirror.readMirrorRange('emulator', { ...day, resourceIds: [] })).reservations).toEqual([]);
    });

    it('marks a row of the slice the service no longer lists as gone, leaving other ramps and days alone', async () => {
      // A read of ramp A only, which no longer lists `middle`.
      await mirror.recordReservations('emulator', [early, late], { source: 'read' }, { ...day, resourceIds: [RAMP_A] });
      expect(ids((await mirror.readMirrorRange('emulator', day)).reservations)).toEqual(ids([early, otherRamp, late]));
      // Still known by id (it may have moved), just not shown in the slice.
      expect(await mirror.readMirrored('emulator', middle.Id)).toMatchObject({ reservation: middle, deletedAt: null });
      expect(
        ids(
          (await mirror.readMirrorRange('emulator', { from: day.to, to: new Date('2026-12-10T00:00:00Z') }))
            .reservations,
        ),
      ).toEqual([nextDay.Id]);
    });

    it('brings a gone row back when a later read lists it again', async () => {
      await mirror.recordReservations('emulator', [early, middle, late, otherRamp], { source: 'read' }, day);
      expect(ids((await mirror.readMirrorRange('emulator', day)).reservations)).toEqual(
        ids([early, middle, late, otherRamp]),
      );
    });

    it('brings a gone row back when it is listed again with a change', async () => {
      await mirror.recordReservations('emulator', [early, middle, otherRamp], { source: 'read' }, day);
      expect(ids((await mirror.readMirrorRange('emulator', day)).reservations)).not.toContain(late.Id);
      const lateChanged = { ...late, ApprovalStatus: 'Pending', Updated: '2026-11-20T10:00:00.000Z' };
      await mirror.recordReservations('emulator', [early, middle, lateChanged, otherRamp], { source: 'read' }, day);
      const range = await mirror.readMirrorRange('emulator', day);
      expect(range.reservations.find((r) => r.Id === late.Id)).toEqual(lateChanged);
      expect(
        (await mirror.readHistory('emulator', late.Id)).entries.map((e) => [e.source, e.action, e.changes]),
      ).toEqual([['read', 'changed', [{ field: 'ApprovalStatus', before: 'Approved', after: 'Pending' }]]]);
    });

    it('keeps the last detail of a deleted reservation, hides it from the range and records the deletion', async () => {
      const first = await mirror.recordDeletion('emulator', {
        id: middle.Id.toUpperCase(),
        via: 'webhook',
        event: 'reservation.deleted',
      });
      expect(first).toEqual({ marked: true, number: middle.ReservationNumber });
      expect(
        await mirror.recordDeletion('emulator', {
          id: middle.Id,
          via: 'reconciliation',
          listed: { Id: middle.Id, ReservationNumber: 'other' },
        }),
      ).toEqual({ marked: false });
      // Never held and not listed (a webhook's 404 about an id never seen): nothing is known, nothing is recorded.
      expect(
        await mirror.recordDeletion('emulator', { id: randomUUID(), via: 'webhook', event: 'reservation.deleted' }),
      ).toEqual({ marked: false });
      // Never held by the mirror: still recorded, with what the service lists.
      const unknown = randomUUID();
      expect(
        await mirror.recordDeletion('emulator', {
          id: unknown,
          via: 'reconciliation',
          listed: { Id: unknown, ReservationNumber: 'R-GONE' },
        }),
      ).toEqual({ marked: true, number: 'R-GONE' });
      expect(
        await mirror.recordDeletion('emulator', {
          id: unknown,
          via: 'reconciliation',
          listed: { Id: unknown, ReservationNumber: 'R-GONE' },
        }),
      ).toEqual({ marked: false });
      expect([...(await mirror.knownDeletions('emulator'))].sort()).toEqual([middle.Id.toLowerCase(), unknown].sort());

      const known = await mirror.readMirrored('emulator', middle.Id);
      expect(known!.reservation).toEqual(middle);
      expect(Date.parse(known!.deletedAt!)).toBeGreaterThan(Date.now() - 60_000);
      expect(ids((await mirror.readMirrorRange('emulator', day)).reservations)).not.toContain(middle.Id);
      const { entries } = await mirror.readHistory('emulator', middle.Id);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        source: 'webhook',
        action: 'deleted',
        actor: null,
        event: 'reservation.deleted',
        changes: [],
      });
      expect(entries[0]!.at).toBe(known!.deletedAt);
    });

    it(
      'never brings a deleted reservation back: a read or detail taken before the deletion arrives after ' + 'it',
      async () => {
        const result = await mirror.recordReservations(
          'emulator',
          [early, middle, late, otherRamp],
          { source: 'read' },
          day,
        );
        expect(result).toEqual({ created: [], changed: [], authors: new Map() });
        await mirror.recordReservations(
          'emulator',
          [{ ...middle, Note: 'late detail', Updated: '2026-11-21T10:00:00.000Z' }],
          { source: 'webhook', event: 'reservation.updated' },
        );
        expect((await mirror.readMirrored('emulator', middle.Id))!.deletedAt).not.toBeNull();
        expect(ids((await mirror.readMirrorRange('emulator', day)).reservations)).toEqual(
          ids([early, late, otherRamp]),
        );
        expect((await mirror.readHistory('emulator', middle.Id)).entries.map((e) => e.action)).toEqual(['deleted']);
      },
    );

    it('does not mark gone what the mirror learned after the slice was read', async () => {
      const readAt = new Date();
      await sleep(20);
      const booked = reservation('2026-12-08T16:00:00Z', 30);
      await mirror.recordReservations('emulator', [booked], {
        source: 'slotboard',
        actor: 'Demo Planner',
        event: 'created',
      });
      // The slice was read before `booked` existed, so it does not list it.
      await mirror.recordReservations('emulator', [early, late, otherRamp], { source: 'read' }, { ...day, readAt });
      expect(ids((await mirror.readMirrorRange('emulator', day)).reservations)).toContain(booked.Id);
    });

    it('treats a version that differs only in Updated or key order as unchanged news-wise', async () => {
      const reordered = Object.fromEntries(
        Object.entries({ ...early, Updated: '2026-11-22T00:00:00.000Z' }).reverse(),
      ) as Reservation;
      expect(
        await mirror.recordReservations('emulator', [reordered], { source: 'webhook', event: 'reservation.updated' }),
      ).toEqual({ created: [], changed: [], authors: new Map() });
      expect((await mirror.readHistory('emulator', early.Id)).entries).toEqual([]);
    });

    it('gives the oldest "last confirmed" time of the range as since, and null for an empty range', async () => {
      const slice = { from: new Date('2026-12-15T00:00:00Z'), to: new Date('2026-12-16T00:00:00Z') };
      const first = reservation('2026-12-15T08:00:00Z', 30);
      const second = reservation('2026-12-15T06:00:00Z', 30);
      await mirror.recordReservations('emulator', [first], { source: 'read' });
      await sleep(30);
      await mirror.recordReservations('emulator', [second], { source: 'read' });
      const firstSeen = (await mirror.readMirrored('emulator', first.Id))!.seenAt;
      const secondSeen = (await mirror.readMirrored('emulator', second.Id))!.seenAt;
      expect(Date.parse(secondSeen)).toBeGreaterThan(Date.parse(firstSeen));
      expect(await mirror.readMirrorRange('emulator', slice)).toEqual({
        reservations: [second, first],
        since: firstSeen,
      });
      // Narrowed to the later one only, since is its own.
      expect(
        (
          await mirror.readMirrorRange('emulator', {
            from: new Date('2026-12-15T05:00:00Z'),
            to: new Date('2026-12-15T07:00:00Z'),
          })
        ).since,
      ).toBe(secondSeen);
      expect(
        await mirror.readMirrorRange('emulator', {
          from: new Date('2027-01-01T00:00:00Z'),
          to: new Date('2027-01-02T00:00:00Z'),
        }),
      ).toEqual({ reservations: [], since: null });
    });
  });
});
