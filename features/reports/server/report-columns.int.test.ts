import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { reservation } from '@/test/make-reservation';

// The mirror's report_* columns (migration 0010) are what every report reads instead of the record: written by the
// database from the service's JSON, whatever the writer and whatever the session's time zone. Checked here against
// times the service might send: with and without an offset, to the millisecond, unreadable, empty, absent.

const START = '2026-10-14T08:00:00Z';
const cases = {
  zulu: { arrival: '2026-10-14T08:12:30Z', departure: '2026-10-14T09:02:30Z', delay: 12.5, dwell: 50, turnaround: 50 },
  offset: {
    arrival: '2026-10-14T09:55:00+02:00',
    departure: '2026-10-14T10:40:00+0200',
    delay: -5,
    dwell: 45,
    turnaround: 40,
  },
  // No offset: UTC, as the field's name says, even in a session set to Chicago.
  bare: { arrival: '2026-10-14T08:30:00', departure: '2026-10-14 09:00:00', delay: 30, dwell: 30, turnaround: 30 },
  millis: { arrival: '2026-10-14T08:00:00.600Z', departure: null, delay: 0.01, dwell: null, turnaround: null },
  // A departure without an arrival is not a stay.
  departedOnly: { arrival: null, departure: '2026-10-14T09:00:00Z', delay: null, dwell: null, turnaround: null },
  unreadable: { arrival: 'yesterday-ish', departure: 'now', delay: null, dwell: null, turnaround: null },
  impossible: { arrival: '2026-13-45T08:00:00Z', departure: '', delay: null, dwell: null, turnaround: null },
} as const;

interface Row {
  number: string;
  report_branch: string | null;
  report_carrier: string;
  report_status: string;
  report_arrival: Date | string | null;
  report_departure: Date | string | null;
  report_not_arrived: boolean;
  report_delay: number | null;
  report_dwell: number | null;
  report_turnaround: number | null;
}

describe.each(databaseTargets)('the mirror report columns on $name', (target) => {
  useFreshDatabase(target);
  let rows: Map<string, Row>;

  beforeAll(async () => {
    const { getDb, schema } = await import('@/lib/db');
    const db = await getDb();
    const written = Object.entries(cases).map(([name, c], i) =>
      reservation(START, 60, {
        ReservationNumber: name,
        BranchOfficeId:
          i % 2 ? 'AB12CD34-0000-4000-8000-00000000000A' : i === 2 ? '' : 'ab12cd34-0000-4000-8000-00000000000a',
        Carrier: i === 3 ? (null as unknown as string) : `Carrier ${i}`,
        CarrierNotArrived: i === 4,
        RealGateVehicleArrivalUtc: c.arrival,
        RealGateVehicleDepartureUtc: c.departure,
      }),
    );
    // Written in a session whose zone is far from UTC: a time without an offset must not be read in it.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local time zone 'America/Chicago'`);
      await tx.insert(schema.reservationMirror).values(
        written.map((r) => ({
          environment: 'emulator' as const,
          id: r.Id,
          startUtc: new Date(r.StartUtc),
          endUtc: new Date(r.EndUtc),
          resourceId: r.ResourceId,
          record: r as never,
          hash: r.Id,
          seenAt: new Date(),
        })),
      );
    });
    const result = (await db.execute(
      sql`select record ->> 'ReservationNumber' as number, report_branch, report_carrier, report_status,
        report_arrival, report_departure, report_not_arrived, report_delay, report_dwell, report_turnaround
        from reservation_mirror`,
    )) as unknown as { rows: Row[] };
    rows = new Map(result.rows.map((r) => [r.number, r]));
  });

  it('works out each reservation the way classify-punctuality does', () => {
    expect(rows.size).toBe(Object.keys(cases).length);
    for (const [name, c] of Object.entries(cases)) {
      const r = rows.get(name)!;
      const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
      expect({ name, delay: r.report_delay, dwell: r.report_dwell, turnaround: r.report_turnaround }).toEqual({
        name,
        delay: c.delay === null ? null : expect.closeTo(c.delay, 9),
        dwell: c.dwell === null ? null : expect.closeTo(c.dwell, 9),
        turnaround: c.turnaround === null ? null : expect.closeTo(c.turnaround, 9),
      });
      expect(iso(r.report_arrival)).toBe(
        c.delay === null ? null : new Date(Date.parse(START) + c.delay * 60_000).toISOString(),
      );
    }
  });

  it('types the other fields: branch lower-cased or null, carrier and status never null, the no-show flag', () => {
    const byIndex = [...Object.keys(cases)].map((name) => rows.get(name)!);
    expect(byIndex.map((r) => r.report_branch)).toEqual([
      'ab12cd34-0000-4000-8000-00000000000a',
      'ab12cd34-0000-4000-8000-00000000000a',
      null,
      'ab12cd34-0000-4000-8000-00000000000a',
      'ab12cd34-0000-4000-8000-00000000000a',
      'ab12cd34-0000-4000-8000-00000000000a',
      'ab12cd34-0000-4000-8000-00000000000a',
    ]);
    expect(byIndex[3]!.report_carrier).toBe('');
    expect(byIndex[0]!.report_carrier).toBe('Carrier 0');
    expect(byIndex.every((r) => r.report_status === 'Approved')).toBe(true);
    expect(byIndex.map((r) => r.report_not_arrived)).toEqual([false, false, false, false, true, false, false]);
  });

  it('follows a later write of the same reservation', async () => {
    const mirror = await import('@/lib/mirror');
    const { getDb } = await import('@/lib/db');
    const zulu = (await (
      await getDb()
    ).execute(
      sql`select id::text as id from reservation_mirror where record ->> 'ReservationNumber' = 'zulu'`,
    )) as unknown as { rows: { id: string }[] };
    const id = zulu.rows[0]!.id;
    await mirror.recordReservations(
      'emulator',
      [
        reservation(START, 60, {
          Id: id,
          ReservationNumber: 'zulu',
          Carrier: 'Renamed',
          ApprovalStatus: 'Rejected',
          RealGateVehicleArrivalUtc: '2026-10-14T07:40:00Z',
        }),
      ],
      { source: 'read' },
    );
    const after = (await (
      await getDb()
    ).execute(
      sql`select report_carrier, report_status, report_delay, report_dwell from reservation_mirror where id = ${id}`,
    )) as unknown as {
      rows: { report_carrier: string; report_status: string; report_delay: number; report_dwell: number | null }[];
    };
    expect(after.rows).toEqual([
      { report_carrier: 'Renamed', report_status: 'Rejected', report_delay: -20, report_dwell: null },
    ]);
  });
});
