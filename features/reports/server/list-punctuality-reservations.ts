import 'server-only';
import { sql } from 'drizzle-orm';
import {
  type PunctualityDrill,
  type PunctualityDrillQuery,
  type PunctualityDrillRow,
  PUNCTUALITY_OUTCOMES,
  REPORT_PAGE_SIZE,
} from '../contract';
import { getDb } from '@/lib/db';
import { classifiedRows, outcomeCode } from './classified-rows';
import { readReportSettings } from './manage-report-settings';
import { type ResolvedScope, resolveReportScope, rowsOf } from './resolve-report-scope';

interface Row {
  id: string;
  start_utc: string | Date;
  end_utc: string | Date;
  resource_id: string;
  carrier: string;
  status: string;
  arrival: string | Date | null;
  departure: string | Date | null;
  number: string;
  plate: string;
  delay: number | null;
  outcome: number;
  total: number;
}

const iso = (v: string | Date) => new Date(v).toISOString();

/** The drill-down's fields of the record itself, beside what classifiedRows selects. */
const RECORD_COLUMNS = sql`id, coalesce(record ->> 'ReservationNumber', '') as number,
  coalesce(record ->> 'VehicleNumberPlate', '') as plate,`;

/**
 * The reservations behind one number of the punctuality table (a carrier's, an outcome's), soonest first, a page at a
 * time.
 */
export async function listPunctualityReservations(
  query: PunctualityDrillQuery,
  now = Date.now(),
): Promise<PunctualityDrill> {
  const [scope, settings] = await Promise.all([resolveReportScope(query), readReportSettings()]);
  const { rows, total } = await readDrillRows(scope, settings.toleranceMinutes, now, query, {
    limit: REPORT_PAGE_SIZE,
    offset: query.page * REPORT_PAGE_SIZE,
  });
  return { rows, total, page: query.page, pageSize: REPORT_PAGE_SIZE, timeZone: scope.timeZone };
}

/**
 * Rows of the punctuality report's scope matching the drill-down's carrier and outcome, `limit` of them from `offset`
 * (or, for an export reading page after page, after the row `after`), and how many match (from there on).
 */
export async function readDrillRows(
  scope: ResolvedScope,
  tolerance: number,
  now: number,
  filter: Pick<PunctualityDrillQuery, 'carrier' | 'outcome'>,
  { limit, offset, after }: { limit: number; offset: number; after?: Pick<PunctualityDrillRow, 'startUtc' | 'id'> },
): Promise<{ rows: PunctualityDrillRow[]; total: number }> {
  if (!scope.environment) return { rows: [], total: 0 };
  const db = await getDb();
  const byCarrier = filter.carrier !== undefined ? sql`and carrier = ${filter.carrier}` : sql``;
  const byOutcome = filter.outcome !== 'all' ? sql`and outcome = ${outcomeCode(filter.outcome)}` : sql``;
  // The rows' own order, so a page starts where the last ended even when the mirror changes between them.
  const byPosition = after ? sql`and (start_utc, id) > (${after.startUtc}::timestamptz, ${after.id}::uuid)` : sql``;
  const where = sql`where true ${byCarrier} ${byOutcome} ${byPosition}`;
  const result = await db.execute(sql`
    select id::text as id, start_utc, end_utc, resource_id::text as resource_id, carrier, status, arrival, departure,
      number, plate, delay::float8 as delay, outcome,
      (count(*) over ())::int as total
    from ${classifiedRows(scope, tolerance, now, RECORD_COLUMNS)} as c
    ${where}
    order by start_utc, id
    limit ${limit} offset ${offset}
  `);
  const rows = rowsOf<Row>(result);
  // A page past the last has no row to carry the count: ask for the count alone.
  const total =
    rows[0]?.total ??
    (offset > 0
      ? (rowsOf<{ n: number }>(
          await db.execute(sql`select count(*)::int as n from ${classifiedRows(scope, tolerance, now)} as c ${where}`),
        )[0]?.n ?? 0)
      : 0);
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      number: r.number,
      startUtc: iso(r.start_utc),
      endUtc: iso(r.end_utc),
      rampId: r.resource_id,
      rampName: scope.ramps.get(r.resource_id) ?? null,
      carrier: r.carrier,
      vehiclePlate: r.plate,
      status: r.status,
      arrivalUtc: r.arrival === null ? null : iso(r.arrival),
      departureUtc: r.departure === null ? null : iso(r.departure),
      delayMinutes: r.delay === null ? null : Number(r.delay),
      outcome: PUNCTUALITY_OUTCOMES[r.outcome]!,
    })),
  };
}
