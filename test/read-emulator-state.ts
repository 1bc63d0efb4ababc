import { call, getToken } from '@/emulator/testing/call-service';

// The emulator's whole reservation set, read straight from its REST list (not through Slotboard's client), for
// tests that compare the mirror with the service record by record.

const DAY = 86_400_000;

/** Every reservation starting within [from, to), splitting any window whose page comes back full. */
export async function readEmulatorReservations(
  baseUrl: string,
  from: Date,
  to: Date,
): Promise<Map<string, Record<string, unknown>>> {
  const token = await getToken(baseUrl);
  const out = new Map<string, Record<string, unknown>>();
  const read = async (a: number, b: number): Promise<void> => {
    const query = new URLSearchParams({
      $filter: `StartUtc ge ${new Date(a).toISOString()} and StartUtc lt ${new Date(b).toISOString()}`,
      $orderby: 'StartUtc asc,Id asc',
      $top: '1000',
    });
    const res = await call<Record<string, unknown>[]>(baseUrl, 'GET', `/v3/demo/Reservations?${query}`, { token });
    if (res.status !== 200) throw new Error(`emulator list: ${res.status} ${res.text}`);
    if (res.body.length >= 1000) {
      const mid = a + Math.floor((b - a) / 2);
      if (mid === a) throw new Error('more than 1000 reservations start in one millisecond');
      await read(a, mid);
      await read(mid, b);
      return;
    }
    for (const r of res.body) out.set(String(r.Id).toLowerCase(), r);
  };
  for (let a = from.getTime(); a < to.getTime(); a += 7 * DAY) await read(a, Math.min(a + 7 * DAY, to.getTime()));
  return out;
}

const FIELDS = [
  'ReservationNumber',
  'StartUtc',
  'EndUtc',
  'ResourceId',
  'Carrier',
  'VehicleNumberPlate',
  'TrailerNumberPlate',
  'CarrierDriverFullName',
  'ApprovalStatus',
  'Note',
  'Updated',
];
const norm = (v: unknown) =>
  v === null || v === undefined
    ? ''
    : typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v)
      ? Date.parse(v)
      : typeof v === 'string'
        ? v.toLowerCase()
        : v;

/** Field-by-field differences between two sets of reservations keyed by Id: missing, extra, or differing. */
export function diffReservationSets(
  expected: Map<string, Record<string, unknown>>,
  actual: Map<string, Record<string, unknown>>,
): string[] {
  const diffs: string[] = [];
  for (const [id, e] of expected) {
    const a = actual.get(id);
    if (!a) diffs.push(`${id}: missing`);
    else
      for (const f of FIELDS)
        if (norm(e[f]) !== norm(a[f])) diffs.push(`${id}.${f}: ${String(e[f])} ≠ ${String(a[f])}`);
  }
  for (const id of actual.keys()) if (!expected.has(id)) diffs.push(`${id}: not at the service`);
  return diffs;
}
