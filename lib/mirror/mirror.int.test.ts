import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { RAMP_A, RAMP_B, reservation } from '@/test/make-reservation';

// The mirror on a real database: what is stored, what the change history says, and what a read of a slice
// shows when the service cannot answer.

describe.each(databaseTargets)('reservation mirror on $name', (target) => {
  let mirror: typeof import('./index');
  let db: typeof import('@/lib/db');

  useFreshDatabase(target);

  beforeAll(async () => {
    mirror = await import('./');
    db = await import('@/lib/db');
    // The memo of what this process wrote is process state and would outlive the previous database.
    mirror.forgetMirrorMemo();
  });

  async function historyRowCount(): Promise<number> {
    return (await (await db.getDb()).select().from(db.schema.reservationHistory)).length;
  }

  describe('recording reads and changes', () => {
    const a = reservation('2026-12-01T08:00:00Z', 90);
    const b = reservation('2026-12-01T10:00:00Z', 30, { ResourceId: RAMP_B, Note: 'Ring at gate B' });
    const changedA = {
      ...a,
      VehicleNumberPlate: '7XY 0001',
      Note: 'Late by 20 min',
      NumberOfUnits: 3,
      Updated: '2026-11-19T09:30:00.000Z',
    };

    it('stores a first read as new rows without any history entry', async () => {
      const result = await mirror.recordReservations('emulator', [a, b], { source: 'read' });
      expect(result).toEqual({ created: [a.Id, b.Id], changed: [], authors: new Map() });
      const stored = await mirror.readMirrored('emulator', a.Id.toUpperCase());
      expect(stored).toMatchObject({ reservation: a, deletedAt: null });
      expect(Date.parse(stored!.seenAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(await historyRowCount()).toBe(0);
      const history = await mirror.readHistory('emulator', b.Id);
      expect(history.entries).toEqual([]);
      expect(history.knownSince).toEqual(expect.any(String));
      // Another environment does not see it.
      expect(await mirror.readMirrored('sandbox', a.Id)).toBeNull();
    });

    it('writes one history entry listing exactly the changed fields, with actor and source', async () => {
      const result = await mirror.recordReservations('emulator', [changedA, b], {
        source: 'slotboard',
        actor: 'Jo Planner (jo@example.com)',
        event: 'updated',
      });
      expect(result).toEqual({ created: [], changed: [a.Id], authors: new Map() });
      expect((await mirror.readMirrored('emulator', a.Id))!.reservation).toEqual(changedA);
      const { entries } = await mirror.readHistory('emulator', a.Id);
      expect(entries).toEqual([
        {
          at: expect.any(String),
          source: 'slotboard',
          action: 'changed',
          actor: 'Jo Planner (jo@example.com)',
          event: 'updated',
          // Sorted by field; Updated is bookkeeping and not listed; '' reads as null.
          changes: [
            { field: 'Note', before: null, after: 'Late by 20 min' },
            { field: 'NumberOfUnits', before: 2, after: 3 },
            { field: 'VehicleNumberPlate', before: '5BE 5168', after: '7XY 0001' },
          ],
        },
      ]);
      expect((await mirror.readHistory('emulator', b.Id)).entries).toEqual([]);
      expect(await historyRowCount()).toBe(1);
    });

    it('writes nothing when the same reservations are read again unchanged', async () => {
      expect(await mirror.recordReservations('emulator', [changedA, b], { source: 'read' })).toEqual({
        created: [],
        changed: [],
        authors: new Map(),
      });
      // Not from the memo either: a webhook source always looks at the database.
      expect(
        await mirror.recordReservations('emulator', [changedA], { source: 'webhook', event: 'reservation.updated' }),
      ).toEqual({ created: [], changed: [], authors: new Map() });
      expect(await historyRowCount()).toBe(1);
      expect((await mirror.readMirrored('emulator', a.Id))!.reservation).toEqual(changedA);
    });

    it('keeps the stored version when an older one (earlier Updated) arrives late', async () => {
      const older = { ...a, VehicleNumberPlate: '1OLD 000', Updated: '2026-11-18T12:00:00.000Z' };
      expect(
        await mirror.recordReservations('emulator', [older], { source: 'webhook', event: 'reservation.updated' }),
      ).toEqual({ created: [], changed: [], authors: new Map() });
      expect((await mirror.readMirrored('emulator', a.Id))!.reservation).toEqual(changedA);
      expect(await historyRowCount()).toBe(1);
    });

    it('writes a created entry when a reservation first arrives through Slotboard or a webhook', async () => {
      const c = reservation('2026-12-01T12:00:00Z', 45);
      expect(
        await mirror.recordReservations('emulator', [c], { source: 'webhook', event: 'reservation.created' }),
      ).toEqual({ created: [c.Id], changed: [], authors: new Map() });
      expect((await mirror.readHistory('emulator', c.Id)).entries).toEqual([
        {
          at: expect.any(String),
          source: 'webhook',
          action: 'created',
          actor: null,
          event: 'reservation.created',
          changes: [],
        },
      ]);
    });
  });

  describe('lookups', () => {
    it('keeps the last copy of a lookup list per environment and kind', async () => {
      expect(await mirror.readLookup('emulator', 'resources')).toBeNull();
      await mirror.saveLookup('emulator', 'resources', [{ Id: RAMP_A, Name: 'Ramp 1' }]);
      await mirror.saveLookup('emulator', 'resources', [
        { Id: RAMP_A, Name: 'Ramp 1' },
        { Id: RAMP_B, Name: 'Ramp 2' },
      ]);
      const saved = await mirror.readLookup<{ Id: string }[]>('emulator', 'resources');
      expect(saved!.body).toEqual([
        { Id: RAMP_A, Name: 'Ramp 1' },
        { Id: RAMP_B, Name: 'Ramp 2' },
      ]);
      expect(Date.parse(saved!.fetchedAt)).toBeGreaterThan(Date.now() - 60_000);
      expect(await mirror.readLookup('sandbox', 'resources')).toBeNull();
      expect(await mirror.readLookup('emulator', 'vehicle-types')).toBeNull();
    });
  });
});
