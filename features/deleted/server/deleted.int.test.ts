import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import type { DeletedQueryInput } from '../contract';
import type { Reservation } from '@/lib/contracts';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { RAMP_A, RAMP_B } from '@/test/make-reservation';
import { makeDeletions, seedDeletedAudit } from './deleted-support';

// The deleted-reservation audit on a real database: deletions recorded the way lib/mirror records them (a held
// reservation's last known detail, or what the service's deletion list gives), then read back page by page with
// each filter and refused when a query is bad. The CSV export: deleted-export.int.test.ts.

describe.each(databaseTargets)('deleted-reservation audit on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  let deleted: typeof import('./index');

  useFreshDatabase(target);

  const deletions = makeDeletions();
  const { a, b, c, d, gone } = deletions;

  beforeAll(async () => {
    deleted = await seedDeletedAudit(emulatorUrl, deletions);
  });

  const numbersOf = async (query: DeletedQueryInput) =>
    (await deleted.listDeletedReservations(query)).rows.map((r) => r.number);

  it(
    'lists every deletion of the active environment, newest first, with its last known detail, ramp and ' + 'zone',
    async () => {
      const page = await deleted.listDeletedReservations({});
      expect(page).toMatchObject({ total: 5, page: 0, pageSize: 50 });
      expect(page.rows.map((r) => r.number)).toEqual([
        c.ReservationNumber,
        b.ReservationNumber,
        a.ReservationNumber,
        d.ReservationNumber,
        'R-GONE-1',
      ]);
      expect(page.rows[2]).toEqual({
        id: a.Id,
        number: a.ReservationNumber,
        startUtc: '2026-11-23T13:00:00.000Z',
        endUtc: '2026-11-23T14:00:00.000Z',
        rampId: RAMP_A,
        rampName: 'BRN-01 · Rampa 1',
        timeZone: 'Europe/Prague',
        carrier: 'Rapid Freight s.r.o.',
        vehiclePlate: '5BE 5168',
        trailerPlate: 'TR-1',
        driver: 'Anna Kowalski',
        status: 'Approved',
        orderNumbers: 'PO-10650',
        supplierNames: 'Vltava Foods',
        deletedAt: '2026-11-20T10:00:00.000Z',
        learntAt: expect.any(String),
        learntVia: 'webhook',
        detailFrom: 'mirror',
        record: a as Reservation,
      });
      // The ramp list spells ids in upper case; the audit still names the ramp and finds its branch's zone.
      expect(page.rows[1]).toMatchObject({
        rampName: 'CHI-02 · Dock 2',
        timeZone: 'America/Chicago',
        learntVia: 'reconciliation',
        detailFrom: 'mirror',
        status: 'Pending',
      });
    },
  );

  it('lists a deletion the mirror never held with what the service gave', async () => {
    const [row] = (await deleted.listDeletedReservations({ q: 'r-gone' })).rows;
    expect(row).toEqual({
      id: gone,
      number: 'R-GONE-1',
      startUtc: null,
      endUtc: null,
      rampId: null,
      rampName: null,
      timeZone: null,
      carrier: '',
      vehiclePlate: '',
      trailerPlate: '',
      driver: '',
      status: '',
      orderNumbers: '',
      supplierNames: '',
      deletedAt: '2026-11-18T10:00:00.000Z',
      learntAt: expect.any(String),
      learntVia: 'reconciliation',
      detailFrom: 'service',
      record: { Id: gone, ReservationNumber: 'R-GONE-1' },
    });
  });

  it('filters by the time of deletion: from included, to not, a bare day being a whole UTC day', async () => {
    // Local days in Prague, as the page sends them: 23 November starts at 23:00 UTC on the 22nd.
    expect(await numbersOf({ from: '2026-11-23T00:00:00+01:00' })).toEqual([c.ReservationNumber]);
    expect(await numbersOf({ to: '2026-11-23T00:00:00+01:00' })).toEqual([
      b.ReservationNumber,
      a.ReservationNumber,
      d.ReservationNumber,
      'R-GONE-1',
    ]);
    expect(await numbersOf({ from: '2026-11-21', to: '2026-11-21' })).toEqual([b.ReservationNumber]);
    expect(await numbersOf({ from: '2026-11-22', to: '2026-11-22' })).toEqual([c.ReservationNumber]);
    expect(await numbersOf({ from: '2026-11-20T10:00:00Z', to: '2026-11-21T10:00:00Z' })).toEqual([
      a.ReservationNumber,
    ]);
  });

  it("filters by the slot's ramp, in any case", async () => {
    expect(await numbersOf({ rampId: RAMP_B.toUpperCase() })).toEqual([b.ReservationNumber]);
    expect(await numbersOf({ rampId: RAMP_A })).toEqual([
      c.ReservationNumber,
      a.ReservationNumber,
      d.ReservationNumber,
    ]);
    expect(await numbersOf({ rampId: randomUUID() })).toEqual([]);
  });

  it("filters by part of the carrier's name, ignoring case (accented letters too); % and _ are only text", async () => {
    expect(await numbersOf({ carrier: 'RAPID' })).toEqual([a.ReservationNumber]);
    expect(await numbersOf({ carrier: 'čsad' })).toEqual([c.ReservationNumber]);
    expect(await numbersOf({ carrier: '"quoted"' })).toEqual([b.ReservationNumber]);
    expect(await numbersOf({ carrier: '%' })).toEqual([]);
    // The carrier filter is the carrier only: a plate is not a carrier.
    expect(await numbersOf({ carrier: '5BE' })).toEqual([]);
  });

  it('finds free text in the number, plates, driver, orders, suppliers and note', async () => {
    expect(await numbersOf({ q: a.ReservationNumber.toLowerCase() })).toEqual([a.ReservationNumber]);
    expect(await numbersOf({ q: '5be 51' })).toEqual([a.ReservationNumber]);
    expect(await numbersOf({ q: 'tr-1' })).toEqual([a.ReservationNumber]);
    expect(await numbersOf({ q: 'NOVÁKOVÁ' })).toEqual([c.ReservationNumber]);
    expect(await numbersOf({ q: 'po-778' })).toEqual([c.ReservationNumber]);
    expect(await numbersOf({ q: 'novák, s.r.o.' })).toEqual([c.ReservationNumber]);
    expect(await numbersOf({ q: '100% plná_' })).toEqual([c.ReservationNumber]);
    expect(await numbersOf({ q: '100_ plná' })).toEqual([]);
    expect(await numbersOf({ q: 'nothing has this' })).toEqual([]);
  });

  it('combines filters', async () => {
    expect(
      await numbersOf({ rampId: RAMP_A, carrier: 'rapid', q: '5be', from: '2026-11-20', to: '2026-11-20' }),
    ).toEqual([a.ReservationNumber]);
    expect(await numbersOf({ rampId: RAMP_B, carrier: 'rapid' })).toEqual([]);
  });

  it('pages on the server, the total counting every match', async () => {
    const pages = [];
    for (let page = 0; page < 4; page++) pages.push(await deleted.listDeletedReservations({ page, pageSize: 2 }));
    expect(pages.map((p) => p.rows.map((r) => r.number))).toEqual([
      [c.ReservationNumber, b.ReservationNumber],
      [a.ReservationNumber, d.ReservationNumber],
      ['R-GONE-1'],
      [],
    ]);
    expect(pages.map((p) => [p.total, p.page, p.pageSize])).toEqual([
      [5, 0, 2],
      [5, 1, 2],
      [5, 2, 2],
      [5, 3, 2],
    ]);
    // Query strings arrive as text.
    expect(
      await deleted.listDeletedReservations({
        page: '1',
        pageSize: '1',
        rampId: RAMP_A,
      } as unknown as DeletedQueryInput),
    ).toMatchObject({ total: 3, page: 1, pageSize: 1, rows: [{ number: a.ReservationNumber }] });
  });

  it('refuses a bad query, naming the field', async () => {
    const cases: [DeletedQueryInput, string][] = [
      [{ pageSize: 201 }, 'pageSize'],
      [{ pageSize: 0 }, 'pageSize'],
      [{ page: -1 }, 'page'],
      [{ page: 'two' as unknown as number }, 'page'],
      [{ rampId: 'ramp-1' }, 'rampId'],
      [{ from: 'yesterday' }, 'from'],
      [{ from: '2026-11-31' }, 'from'],
      [{ to: '2026-11-23T10:00:00' }, 'to'],
      [{ from: '2026-11-23', to: '2026-11-22' }, 'to'],
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ carrier: 'x'.repeat(101) }, 'carrier'],
      [{ format: 'xml' as 'csv' }, 'format'],
    ];
    // AppError by name: the modules were imported afresh for this database, so the class is not the test's own.
    for (const [query, field] of cases) {
      await expect(deleted.listDeletedReservations(query), JSON.stringify(query)).rejects.toMatchObject({
        name: 'AppError',
        code: 'invalid_request',
        message: expect.stringContaining(`${field}: `),
        details: [{ field, message: expect.any(String) }],
      });
    }
    await expect(deleted.exportDeletedReservations({ rampId: 'x' })).rejects.toMatchObject({
      code: 'invalid_request',
      details: [{ field: 'rampId', message: 'must be a GUID' }],
    });
  });
});
