// Conformance: GET /v3/{tenant}/Reservations — filter operators, ordering, the 1000 cap, ignored $skip/$select, refused
// queries, deleted never listed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call, chicagoTime, prepareDemoSite, restoreDemoSite, type DemoSite } from '../testing/call-service';

const base = sharedEmulatorUrl();
const DAY = 90;
let token: string;
let site: DemoSite;
let made: { Id: string; StartUtc: string; EndUtc: string; ResourceId: string; Created: string }[];
const iso = (t: string) => new Date(t).toISOString();
const dayStart = () => iso(chicagoTime(DAY, 0));
const dayEnd = () => iso(chicagoTime(DAY + 1, 0));
const inDay = `StartUtc ge ${'$FROM'} and StartUtc lt ${'$TO'}`;

const list = (query: Record<string, string>, auth: { token?: string; basic?: [string, string] } = { token }) =>
  call(base, 'GET', `/v3/demo/Reservations?${new URLSearchParams(query).toString()}`, auth);
const f = (text: string) => text.replaceAll('$FROM', dayStart()).replaceAll('$TO', dayEnd());
const ids = (rows: { Id: string }[]) => rows.map((r) => r.Id);

beforeAll(async () => {
  ({ token, site } = await prepareDemoSite(base));
  made = [];
  for (const [ramp, hour] of [
    [0, 8],
    [0, 10],
    [0, 12],
    [1, 10],
  ] as const) {
    const res = await call(base, 'POST', '/v3/demo/Reservations', {
      token,
      body: {
        ResourceId: site.chicagoRamps[ramp],
        Start: chicagoTime(DAY, hour),
        UnitId: site.units.Truck!.Id,
        NumberOfUnits: 2,
      },
    });
    expect(res.status).toBe(201);
    made.push(res.body);
  }
});

afterAll(() => restoreDemoSite(base));

describe('$filter', () => {
  it('supports ge, lt, gt, le, eq, ne over StartUtc and EndUtc', async () => {
    const [a, b, c, d] = made;
    expect(ids((await list({ $filter: f(inDay) })).body).sort()).toEqual(ids(made).sort());
    expect(
      ids((await list({ $filter: `StartUtc gt ${a!.StartUtc} and StartUtc le ${c!.StartUtc}` })).body).sort(),
    ).toEqual([b!.Id, c!.Id, d!.Id].sort());
    expect(ids((await list({ $filter: f(`${inDay} and StartUtc eq ${b!.StartUtc}`) })).body).sort()).toEqual(
      [b!.Id, d!.Id].sort(),
    );
    expect(ids((await list({ $filter: f(`${inDay} and StartUtc ne ${b!.StartUtc}`) })).body).sort()).toEqual(
      [a!.Id, c!.Id].sort(),
    );
    expect(ids((await list({ $filter: `EndUtc gt ${a!.EndUtc} and EndUtc le ${b!.EndUtc}` })).body).sort()).toEqual(
      [b!.Id, d!.Id].sort(),
    );
  });

  it('supports and, or, parentheses, ResourceId and ApprovalStatus', async () => {
    const [a, b, c, d] = made;
    const byRamp = await list({ $filter: f(`${inDay} and ResourceId eq ${site.chicagoRamps[1]}`) });
    expect(ids(byRamp.body)).toEqual([d!.Id]);
    const either = await list({
      $filter:
        `(StartUtc ge ${a!.StartUtc} and StartUtc lt ${b!.StartUtc}) or (StartUtc ge ${c!.StartUtc} and ` +
        `StartUtc le ${c!.StartUtc})`,
    });
    expect(ids(either.body).sort()).toEqual([a!.Id, c!.Id].sort());
    await call(base, 'POST', `/_emulator/reservations/${c!.Id}/approve`);
    const approved = await list({ $filter: f(`${inDay} and ApprovalStatus eq 'Approved'`) });
    expect(ids(approved.body)).toEqual([c!.Id]);
    const pending = await list({ $filter: f(`(${inDay}) and ApprovalStatus ne 'Approved'`) });
    expect(ids(pending.body).sort()).toEqual([a!.Id, b!.Id, d!.Id].sort());
  });

  it('supports the incremental pattern over Created and Updated (spec 4.2 pattern 2)', async () => {
    const from = new Date(Date.parse(made[0]!.Created) - 1).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const res = await list({
      $filter: `(Created ge ${from} and Created lt ${to}) or (Updated ge ${from} and Updated lt ${to})`,
      $orderby: 'Id asc',
      $top: '1000',
    });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual(expect.arrayContaining(ids(made)));
    expect(ids(res.body)).toEqual(ids(res.body).slice().sort());
    for (const r of res.body as { Created: string; Updated: string }[])
      expect(r.Created >= from || r.Updated >= from).toBe(true);
  });

  it('refuses a query without a closed time range, and malformed filters, with 400', async () => {
    const queries: Record<string, string>[] = [
      {},
      { $filter: `ResourceId eq ${site.chicagoRamps[0]}` },
      { $filter: `StartUtc ge ${dayStart()}` },
      { $filter: f(`(${inDay}) or ApprovalStatus eq 'Pending'`) },
      { $filter: 'StartUtc ge' },
      { $filter: f(`${inDay} and Nope eq 1`) },
    ];
    for (const query of queries) {
      const res = await list(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.error.details[0].field).toBe('$filter');
    }
  });
});

describe('$orderby, $top and the 1000-record cap', () => {
  it('orders by several keys', async () => {
    const res = await list({ $filter: f(inDay), $orderby: 'ResourceId desc,StartUtc desc' });
    const rows = res.body as { ResourceId: string; StartUtc: string }[];
    const expected = rows
      .slice()
      .sort((x, y) =>
        x.ResourceId !== y.ResourceId ? (x.ResourceId < y.ResourceId ? 1 : -1) : x.StartUtc < y.StartUtc ? 1 : -1,
      );
    expect(rows).toEqual(expected);
    expect(rows.length).toBe(4);
    const byStart = await list({ $filter: f(inDay), $orderby: 'StartUtc asc,Id asc' });
    const starts = (byStart.body as { StartUtc: string }[]).map((r) => r.StartUtc);
    expect(starts).toEqual(starts.slice().sort());
  });

  it('returns at most 1000 records with or without $top, fewer when $top says so', async () => {
    const wide = {
      $filter:
        `StartUtc ge ${new Date(Date.now() - 14 * 86_400_000).toISOString()} and StartUtc lt ` +
        `${new Date(Date.now() + 21 * 86_400_000).toISOString()}`,
    };
    expect((await list(wide)).body.length).toBe(1000);
    expect((await list({ ...wide, $top: '5000' })).body.length).toBe(1000);
    expect((await list({ ...wide, $top: '1000', $orderby: 'StartUtc asc,Id asc' })).body.length).toBe(1000);
    expect((await list({ ...wide, $top: '7' })).body.length).toBe(7);
    expect((await list({ ...wide, $top: 'x' })).status).toBe(400);
  });

  it('ignores $skip and $select, as the spec warns they are not processed correctly', async () => {
    const plain = await list({ $filter: f(inDay), $orderby: 'StartUtc asc,Id asc' });
    const quirky = await list({ $filter: f(inDay), $orderby: 'StartUtc asc,Id asc', $skip: '2', $select: 'Id' });
    expect(quirky.status).toBe(200);
    expect(quirky.body).toEqual(plain.body);
    expect(quirky.headers.get('x-emulator-ignored-options')).toBe('$skip,$select');
  });

  it('accepts Basic credentials as well as Bearer', async () => {
    expect((await list({ $filter: f(inDay) }, { basic: ['api', 'api-password'] })).body.length).toBe(4);
  });
});

describe('deleted reservations', () => {
  it('are never listed, have no detail, and appear in ReservationDeleted', async () => {
    const victim = made[3]!;
    expect((await call(base, 'DELETE', `/_emulator/reservations/${victim.Id}`)).status).toBe(204);
    expect(ids((await list({ $filter: f(inDay) })).body)).not.toContain(victim.Id);
    expect((await call(base, 'GET', `/v3/demo/Reservations/${victim.Id}`, { token })).status).toBe(404);
    const filter = encodeURIComponent(`Id eq ${victim.Id}`);
    const deleted = await call(
      base,
      'GET',
      `/odata/v1/demo/ReservationDeleted?$filter=${filter}&$select=Id,ReservationNumber`,
      { token },
    );
    expect(deleted.body.value).toEqual([
      { Id: victim.Id, ReservationNumber: (victim as unknown as { ReservationNumber: string }).ReservationNumber },
    ]);
    expect((await call(base, 'DELETE', `/_emulator/reservations/${victim.Id}`)).status).toBe(404);
  });
});
