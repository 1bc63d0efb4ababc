import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { FOLDED_LETTERS, SEARCH_LIMIT, toSearchKey, ZSearchQuery } from '../contract';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { RAMP_A, RAMP_B, reservation } from '@/test/make-reservation';

// Reservation search on a real database: the mirror as lib/mirror writes it, its search key computed by the
// database (migration 0009), a query folded in TypeScript the same way, found through the trigram index.

const BRNO = '7c570089-3a34-4d83-841a-abe1f6f21057';
const NOW = Date.parse('2026-11-24T10:00:00Z');
const DAY = 86_400_000;
const at = (days: number, hours = 0) => new Date(NOW + days * DAY + hours * 3_600_000).toISOString();

describe.each(databaseTargets)('reservation search on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  let search: typeof import('./index');
  let db: typeof import('@/lib/db');

  useFreshDatabase(target);

  const plate = reservation(at(21, 3), 60, {
    VehicleNumberPlate: '1AB 2345',
    Carrier: 'Moravia Trans',
    ReservationNumber: 'R0004711',
  });
  const trailer = reservation(at(2), 30, { VehicleNumberPlate: '7XY 0001', TrailerNumberPlate: '1AB-2345-T' });
  const czech = reservation(at(-3), 30, {
    Carrier: 'ČSAD Doprava a.s.',
    CarrierDriverFullName: 'Jana Nováková',
    OrderNumbers: 'PO-777, PO-778',
    SupplierNames: 'Straße & Söhne',
    ResourceId: RAMP_B,
  });
  const deleted = reservation(at(5), 30, { VehicleNumberPlate: '9DE 4242', ReservationNumber: 'R0009999' });
  const underway = reservation(at(0, -2), 60, {
    VehicleNumberPlate: '2GA 7777',
    RealGateVehicleArrivalUtc: at(0, -2.2),
  });
  const elsewhere = reservation(at(1), 30, { VehicleNumberPlate: '1AB 2345' });
  // Many of one carrier, on both sides of now, to see the limit and the order.
  const many = Array.from({ length: 50 }, (_, i) =>
    reservation(at(i - 15, 1), 15, { Carrier: 'Lakeshore Hauling', VehicleNumberPlate: `LS ${1000 + i}` }),
  );

  beforeAll(async () => {
    const settings = await import('@/lib/settings');
    const mirror = await import('@/lib/mirror');
    db = await import('@/lib/db');
    search = await import('./');
    mirror.forgetMirrorMemo();
    await settings.saveConnection(
      'emulator',
      {
        baseUrl: emulatorUrl,
        tenant: 'demo',
        authMethod: 'bearer',
        username: 'api',
        password: 'api-password',
        branchTimeZones: { [BRNO]: 'Europe/Prague' },
      },
      null,
    );
    await settings.setActiveEnvironment('emulator', null);
    await mirror.saveLookup('emulator', 'resources', [
      {
        Id: RAMP_A,
        ResourceName: 'Ramp 1',
        ShortName: 'BRN-01',
        ResourceNameLocalized: 'Rampa 1',
        BranchOfficeId: BRNO,
      },
      {
        Id: RAMP_B,
        ResourceName: 'Ramp 2',
        ShortName: 'BRN-02',
        ResourceNameLocalized: 'Rampa 2',
        BranchOfficeId: BRNO,
      },
    ]);
    await mirror.recordReservations('emulator', [plate, trailer, czech, deleted, underway, ...many], {
      source: 'read',
    });
    await mirror.recordReservations('sandbox', [elsewhere], { source: 'read' });
    await mirror.recordDeletion('emulator', { id: deleted.Id, via: 'webhook', event: 'reservation.deleted' });
  });

  const find = async (q: string) => search.searchReservations(ZSearchQuery.parse({ q }).q, NOW);
  const numbers = async (q: string) => (await find(q)).hits.map((h) => h.number);

  it('folds text exactly as the database does, for every letter it folds and for any text', async () => {
    const client = await db.getDb();
    const foldAll = async (texts: string[]) => {
      const array = `{${texts.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
      const rows = await client.execute(
        sql`select slotboard_search_key(x) as key from unnest(${array}::text[]) with ordinality as u(x, n) order by n`,
      );
      return (rows as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
    };
    const letters = [...FOLDED_LETTERS, 'Ω', 'ж', '中', '😀', ' -./', 'İstanbul', 'Ǆ'];
    expect(await foldAll(letters)).toEqual(letters.map(toSearchKey));
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.string({
            unit: fc.constantFrom(...FOLDED_LETTERS, 'a', 'Z', '0', '9', ' ', '-', '%', '_', '\\', "'", '"', 'ж', '😀'),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        async (texts) => {
          expect(await foldAll(texts)).toEqual(texts.map(toSearchKey));
        },
      ),
      { numRuns: 25 },
    );
  });

  it(
    'finds a plate whatever its spacing, dashes and case, three weeks ahead, with its ramp, zone and what ' + 'matched',
    async () => {
      for (const q of ['1ab2345', '1AB 2345', '1-ab-23 45', ' 1Ab2345 '])
        expect(await numbers(q)).toEqual([trailer.ReservationNumber, plate.ReservationNumber]);
      const hit = (await find('1ab 2345')).hits.find((h) => h.id === plate.Id);
      expect(hit).toMatchObject({
        startUtc: plate.StartUtc,
        rampName: 'BRN-01 · Rampa 1',
        timeZone: 'Europe/Prague',
        matched: 'VehicleNumberPlate',
        carrier: 'Moravia Trans',
        deletedAt: null,
        unconfirmed: false,
      });
      expect((await find('1ab 2345')).hits.find((h) => h.id === trailer.Id)?.matched).toBe('TrailerNumberPlate');
    },
  );

  it('finds by number, carrier word, driver, order number and supplier, diacritics ignored', async () => {
    expect(await numbers('r0004711')).toEqual([plate.ReservationNumber]);
    expect(await numbers('csad')).toEqual([czech.ReservationNumber]);
    expect(await numbers('novakova')).toEqual([czech.ReservationNumber]);
    expect(await numbers('PO 778')).toEqual([czech.ReservationNumber]);
    expect(await numbers('strasse')).toEqual([czech.ReservationNumber]);
    expect((await find('novakova')).hits[0]).toMatchObject({
      matched: 'CarrierDriverFullName',
      driver: 'Jana Nováková',
    });
  });

  it('never matches across two fields', async () => {
    // The number of one field ends and the plate of the next begins: "...4711" + "1ab..." is not one key.
    expect(await numbers('47111ab')).toEqual([]);
  });

  it('finds a deleted reservation and marks it deleted', async () => {
    const [hit] = (await find('9DE4242')).hits;
    expect(hit).toMatchObject({ id: deleted.Id, number: 'R0009999' });
    expect(hit!.deletedAt).not.toBeNull();
  });

  it(
    'lists from 12 hours ago on soonest first, then earlier ones latest first, at most the limit of each, and ' +
      'says there are more',
    async () => {
      const answer = await find('lakeshore');
      const starts = answer.hits.map((h) => Date.parse(h.startUtc));
      const later = starts.filter((s) => s >= NOW - 12 * 3_600_000);
      const earlier = starts.filter((s) => s < NOW - 12 * 3_600_000);
      expect(later).toEqual([...later].sort((a, b) => a - b));
      expect(earlier).toEqual([...earlier].sort((a, b) => b - a));
      expect(starts).toEqual([...later, ...earlier]);
      // 35 from now on (the limit shown, the soonest first), 15 before.
      expect(later).toHaveLength(SEARCH_LIMIT);
      expect(later[0]).toBe(Date.parse(at(0, 1)));
      expect(earlier).toHaveLength(15);
      expect(answer.more).toBe(true);
      expect((await find('ls 1049')).more).toBe(false);
      // The truck that started two hours ago counts as from now on.
      const [underwayHit] = (await find('2ga7777')).hits;
      expect(underwayHit).toMatchObject({ id: underway.Id, arrivalUtc: underway.RealGateVehicleArrivalUtc });
    },
  );

  it('answers only the active environment, and says no download has finished yet', async () => {
    const answer = await find('1ab2345');
    expect(answer.hits.map((h) => h.id)).not.toContain(elsewhere.Id);
    expect(answer.lastSyncAt).toBeNull();
  });

  it('takes LIKE and SQL metacharacters as text', async () => {
    expect(await numbers("1ab%' or 1=1 --2345")).toEqual([]);
    expect(await numbers('1ab_2345')).toEqual([trailer.ReservationNumber, plate.ReservationNumber]);
    expect(await numbers('\\1ab\\2345%')).toEqual([trailer.ReservationNumber, plate.ReservationNumber]);
    for (const q of ['', 'a', '%%', '_-_', ' % _ \\ ', 'ab', 'x'.repeat(500)])
      expect(ZSearchQuery.safeParse({ q }).success).toBe(false);
  });

  it('keeps the key current when a reservation changes', async () => {
    const mirror = await import('@/lib/mirror');
    await mirror.recordReservations('emulator', [{ ...trailer, TrailerNumberPlate: '', Updated: at(0) }], {
      source: 'webhook',
      event: 'reservation.vehicle.platechanged',
    });
    expect(await numbers('1ab2345')).toEqual([plate.ReservationNumber]);
  });

  it('has the trigram index where search reads', async () => {
    const client = await db.getDb();
    const rows = (await client.execute(
      sql`select indexdef from pg_indexes where indexname = 'reservation_mirror_search_idx'`,
    )) as unknown as { rows: { indexdef: string }[] };
    expect(rows.rows[0]?.indexdef).toMatch(/gin .*gin_trgm_ops/);
  });
});
