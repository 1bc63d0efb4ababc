// One Slotboard process for bench/search.bench.ts: fills a fresh mirror (DATA_DIR's PGlite, or DATABASE_URL's
// PostgreSQL) with BENCH_SEARCH_N reservations made from a fixed seed, then times 50 mixed queries through
// features/search/server (what GET /api/search runs, less HTTP) and the same 50 as the plain ILIKE scan one would write
// without the search key, one warm-up pass each first. Prints one JSON line. Runs under react-server (lib/ is
// server-only).
import { sql } from 'drizzle-orm';
import { createPrng } from '../../emulator/lib/create-prng';
import { DRIVERS, LETTERS, SUPPLIERS } from './sample-names';

const N = Number(process.env.BENCH_SEARCH_N);
const SEED = 2511;
const DAY = 86_400_000;
const RAMPS = 40;
const BRANCH = 'b0000000-0000-4000-8000-000000000001';
const WORDS = [
  'Rapid',
  'Freight',
  'Danube',
  'Logistics',
  'Moravia',
  'Trans',
  'Lakeshore',
  'Hauling',
  'Prairie',
  'Express',
  'Northstar',
  'Carriers',
  'Baltic',
  'Cargo',
  'Silesian',
  'Haulage',
  'Vltava',
  'Transport',
  'Tatra',
  'Line',
];
const SUFFIXES = ['s.r.o.', 'a.s.', 'GmbH', 'Sp. z o.o.', 'Inc.', ''];

async function main() {
  const settings = await import('@/lib/settings');
  const mirror = await import('@/lib/mirror');
  const dbModule = await import('@/lib/db');
  const { searchReservations } = await import('@/features/search/server');
  const db = await dbModule.getDb();
  const prng = createPrng(SEED);
  const now = Date.parse('2026-11-24T10:00:00Z');

  // The connection is never called: the search reads only the database.
  await settings.saveConnection(
    'emulator',
    {
      baseUrl: 'http://127.0.0.1:9',
      tenant: 'demo',
      authMethod: 'bearer',
      username: 'api',
      password: 'api-password',
      branchTimeZones: { [BRANCH]: 'Europe/Prague' },
    },
    null,
  );
  await settings.setActiveEnvironment('emulator', null);
  const ramps = Array.from({ length: RAMPS }, (_, i) => ({
    Id: prng.guid(),
    ResourceName: `Bench ramp ${i + 1}`,
    ShortName: `BEN-${i + 1}`,
    ResourceNameLocalized: `Ramp ${i + 1}`,
    BranchOfficeId: BRANCH,
  }));
  await mirror.saveLookup('emulator', 'resources', ramps);

  const carriers = Array.from({ length: 40 }, () =>
    `${prng.pick(WORDS)} ${prng.pick(WORDS)} ${prng.pick(SUFFIXES)}`.trim(),
  );
  const letter = () => LETTERS[prng.int(0, LETTERS.length - 1)];
  const plate = () => `${prng.int(1, 9)}${letter()}${letter()} ${prng.int(1000, 9999)}`;
  const rows: { id: string; number: string; plate: string; carrier: string }[] = [];
  const filled = performance.now();
  const t = dbModule.schema.reservationMirror;
  for (let i = 0; i < N; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, N - i) }, (_, k) => {
      const start = now + Math.round((prng.next() * 2 - 1) * 365) * DAY + prng.int(0, 95) * 15 * 60_000;
      const id = prng.guid();
      const record = {
        Id: id,
        ReservationNumber: `R${String(i + k + 1).padStart(7, '0')}`,
        StartUtc: new Date(start).toISOString(),
        EndUtc: new Date(start + 30 * 60_000).toISOString(),
        ResourceId: prng.pick(ramps).Id,
        BranchOfficeId: BRANCH,
        Carrier: prng.pick(carriers),
        VehicleNumberPlate: plate(),
        TrailerNumberPlate: prng.chance(0.6) ? plate() : '',
        CarrierDriverFullName: prng.chance(0.8) ? prng.pick(DRIVERS) : '',
        ApprovalStatus: prng.pick(['Approved', 'Approved', 'Approved', 'Pending', 'Rejected']),
        OrderNumbers: prng.chance(0.2) ? `PO-${prng.int(10_000, 99_999)}` : '',
        SupplierNames: prng.chance(0.2) ? prng.pick(SUPPLIERS) : '',
        RealGateVehicleArrivalUtc: start < now ? new Date(start - prng.int(0, 20) * 60_000).toISOString() : null,
        RealGateVehicleDepartureUtc: start < now ? new Date(start + 40 * 60_000).toISOString() : null,
      };
      rows.push({ id, number: record.ReservationNumber, plate: record.VehicleNumberPlate, carrier: record.Carrier });
      return {
        environment: 'emulator' as const,
        id,
        startUtc: new Date(start),
        endUtc: new Date(start + 30 * 60_000),
        resourceId: record.ResourceId,
        record,
        hash: id,
        seenAt: new Date(now),
      };
    });
    await db.insert(t).values(batch);
  }
  const fillMs = performance.now() - filled;
  await db.execute(sql`analyze reservation_mirror`);

  // 50 mixed queries, as planners type them: a plate fragment with other spacing and case, a whole number, a carrier
  // word.
  const queries: string[] = [];
  for (let i = 0; i < 50; i++) {
    const row = prng.pick(rows);
    if (i % 3 === 0) {
      const bare = row.plate.replace(' ', '').toLowerCase();
      const from = prng.int(0, 2);
      const fragment = bare.slice(from, from + prng.int(4, 5));
      queries.push(`${fragment.slice(0, 2)} ${fragment.slice(2)}`);
    } else if (i % 3 === 1) queries.push(row.number);
    else queries.push(prng.pick(row.carrier.split(' ').filter((w) => /^[A-Za-z]{4,}$/.test(w))).toLowerCase());
  }

  // The baseline: the same two-sided query, as an ILIKE over the record's fields instead of the search key.
  const fields = [
    'ReservationNumber',
    'VehicleNumberPlate',
    'TrailerNumberPlate',
    'Carrier',
    'CarrierDriverFullName',
    'OrderNumbers',
    'SupplierNames',
  ];
  const pivot = new Date(now - 12 * 3_600_000);
  const ilike = async (q: string) => {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = sql.join(
      fields.map((f) => sql`${t.record} ->> ${sql.raw(`'${f}'`)} ilike ${pattern}`),
      sql` or `,
    );
    const cols = sql`${t.id}, ${t.startUtc}, ${t.endUtc}, ${t.resourceId}, ${t.deletedAt}, ${t.goneAt}, ${sql.join(
      fields.map((f) => sql`${t.record} ->> ${sql.raw(`'${f}'`)}`),
      sql`, `,
    )}`;
    const select = sql`select ${cols} from ${t} where ${t.environment} = 'emulator'`;
    const later = await db.execute(
      sql`${select} and ${t.startUtc} >= ${pivot} and (${match}) order by ${t.startUtc} asc, ${t.id} asc limit 21`,
    );
    const earlier = await db.execute(
      sql`${select} and ${t.startUtc} < ${pivot} and (${match}) order by ${t.startUtc} desc, ${t.id} asc limit 21`,
    );
    const count = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? (r as unknown[])).length;
    return Math.min(20, count(later)) + Math.min(20, count(earlier));
  };

  const time = async (run: (q: string) => Promise<number>) => {
    for (const q of queries) await run(q);
    const samples: number[] = [];
    const hits: number[] = [];
    for (const q of queries) {
      const started = performance.now();
      hits.push(await run(q));
      samples.push(performance.now() - started);
    }
    return { samples, hits };
  };
  const ours = await time(async (q) => (await searchReservations(q, now)).hits.length);
  const baseline = await time(ilike);
  const counted = (await db.execute(sql`select count(*)::int as count from reservation_mirror`)) as unknown as {
    rows: { count: number }[];
  };
  const count = counted.rows[0]?.count ?? 0;
  console.log(
    JSON.stringify({
      driver: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      mirrored: count,
      fillMs,
      queries,
      ours,
      baseline,
    }),
  );
  await dbModule.closeDatabase();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
