import 'server-only';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { loadRampNames } from '@/lib/catalog';
import { type Environment } from '@/lib/contracts';
import { SEARCH_FIELDS, SEARCH_LIMIT, type SearchAnswer, type SearchHit, toSearchKey } from '../contract';
import { getDb, schema } from '@/lib/db';
import { readActiveEnvironment, loadBranchTimeZones } from '@/lib/settings';
import { lastSucceeded } from '@/features/sync/server';

const t = schema.reservationMirror;
const HOUR = 3_600_000;
/** Reservations that started up to this long ago still count as "from now on": the truck at the gate now is one. */
const RECENT_MS = 12 * HOUR;

const field = (name: string) => sql<string | null>`${t.record} ->> ${sql.raw(`'${name}'`)}`;
const columns = {
  id: t.id,
  startUtc: t.startUtc,
  endUtc: t.endUtc,
  rampId: t.resourceId,
  deletedAt: t.deletedAt,
  goneAt: t.goneAt,
  ...Object.fromEntries(SEARCH_FIELDS.map((f) => [f, field(f)])),
  status: field('ApprovalStatus'),
  branchOfficeId: field('BranchOfficeId'),
  arrival: field('RealGateVehicleArrivalUtc'),
  departure: field('RealGateVehicleDepartureUtc'),
} as const;
type Row = {
  id: string;
  startUtc: Date;
  endUtc: Date;
  rampId: string;
  deletedAt: Date | null;
  goneAt: Date | null;
} & Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const isoOrNull = (v: unknown) =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : null;

/**
 * Reservations of the active environment's mirror whose number, plates, carrier, driver, orders or suppliers hold
 * `query` (folded by toSearchKey, as the database folded the mirror's search_key): those from 12 hours ago on, soonest
 * first, then earlier ones, latest first, SEARCH_LIMIT of each. Each side is one indexed query: the planner walks
 * the start-time index for a common key and the trigram index for a rare one. Deleted reservations are included and
 * say so. Nothing is asked of the service.
 */
export async function searchReservations(query: string, now = Date.now()): Promise<SearchAnswer> {
  const key = toSearchKey(query);
  const environment = await readActiveEnvironment();
  if (!environment) return { key, hits: [], more: false, lastSyncAt: null };
  const db = await getDb();
  const pivot = new Date(now - RECENT_MS);
  // The key holds only a-z and 0-9, so it needs no LIKE escaping.
  const where = (side: ReturnType<typeof gte>) =>
    and(eq(t.environment, environment), side, sql`${t.searchKey} like ${`%${key}%`}`);
  const [later, earlier, describe, lastSync] = await Promise.all([
    db
      .select(columns)
      .from(t)
      .where(where(gte(t.startUtc, pivot)))
      .orderBy(asc(t.startUtc), asc(t.id))
      .limit(SEARCH_LIMIT + 1),
    db
      .select(columns)
      .from(t)
      .where(where(lt(t.startUtc, pivot)))
      .orderBy(desc(t.startUtc), asc(t.id))
      .limit(SEARCH_LIMIT + 1),
    describer(environment),
    lastSucceeded(environment),
  ]);
  const rows = [...later.slice(0, SEARCH_LIMIT), ...earlier.slice(0, SEARCH_LIMIT)] as Row[];
  return {
    key,
    hits: rows.map((row) => describe(row, key)),
    more: later.length > SEARCH_LIMIT || earlier.length > SEARCH_LIMIT,
    lastSyncAt: lastSync?.finishedAt?.toISOString() ?? null,
  };
}

/** Names each row's ramp and its branch office's zone (the slot's branch office, else its ramp's). */
async function describer(environment: Environment) {
  const [ramps, zones] = await Promise.all([loadRampNames(environment), loadBranchTimeZones()]);
  return (row: Row, key: string): SearchHit => {
    const ramp = ramps.get(row.rampId);
    const branch = text(row.branchOfficeId).toLowerCase() || ramp?.branchOfficeId || '';
    return {
      id: row.id,
      number: text(row.ReservationNumber),
      startUtc: row.startUtc.toISOString(),
      endUtc: row.endUtc.toISOString(),
      rampId: row.rampId,
      rampName: ramp?.name ?? null,
      branchOfficeId: branch,
      timeZone: zones[branch] ?? null,
      status: text(row.status),
      carrier: text(row.Carrier),
      vehiclePlate: text(row.VehicleNumberPlate),
      trailerPlate: text(row.TrailerNumberPlate),
      driver: text(row.CarrierDriverFullName),
      orderNumbers: text(row.OrderNumbers),
      supplierNames: text(row.SupplierNames),
      arrivalUtc: isoOrNull(row.arrival),
      departureUtc: isoOrNull(row.departure),
      matched: SEARCH_FIELDS.find((f) => toSearchKey(text(row[f])).includes(key)) ?? 'ReservationNumber',
      deletedAt: row.deletedAt?.toISOString() ?? null,
      unconfirmed: !row.deletedAt && row.goneAt !== null,
    };
  };
}
