import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import type { DeletedQueryInput } from '../contract';
import type { Reservation } from '@/lib/contracts';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { RAMP_A, RAMP_B, reservation } from '@/test/make-reservation';

// The deleted-reservation audit on a real database: deletions recorded the way lib/mirror records them (a held
// reservation's last known detail, or what the service's deletion list gives), then read back page by page with
// each filter, and exported as CSV that a spreadsheet (here Papa Parse) reads back to the same rows.

const BRNO = '7c570089-3a34-4d83-841a-abe1f6f21057';
const CHICAGO = 'c1a2b3c4-d5e6-4f70-8a9b-0c1d2e3f4a5b';

describe.each(databaseTargets)('deleted-reservation audit on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  let deleted: typeof import('./index');
  let mirror: typeof import('@/lib/mirror');
  let db: typeof import('@/lib/db');

  useFreshDatabase(target);

  // Newest deletion first: c, b, a, d, gone.
  const a = reservation('2026-11-23T13:00:00Z', 60, {
    BranchOfficeId: BRNO,
    Carrier: 'Rapid Freight s.r.o.',
    VehicleNumberPlate: '5BE 5168',
    TrailerNumberPlate: 'TR-1',
  });
  const b = reservation('2026-11-24T15:00:00Z', 90, {
    ResourceId: RAMP_B,
    BranchOfficeId: CHICAGO,
    Carrier: 'Tricky, "Quoted"\nCarrier',
    VehicleNumberPlate: 'IL-42',
    ApprovalStatus: 'Pending',
  });
  const c = reservation('2026-11-25T07:00:00Z', 30, {
    BranchOfficeId: BRNO,
    Carrier: 'ČSAD Doprava a.s.',
    VehicleNumberPlate: '1AB 2345',
    CarrierDriverFullName: 'Jana Nováková',
    OrderNumbers: 'PO-777, PO-778',
    SupplierNames: 'Novák, s.r.o.',
    Note: 'Brána 100% plná_',
  });
  const d = reservation('2026-11-26T08:00:00Z', 30, {
    BranchOfficeId: BRNO,
    Carrier: '=HYPERLINK("http://example.com")',
    VehicleNumberPlate: '9ZZ 0001',
  });
  const kept = reservation('2026-11-26T10:00:00Z', 30, { BranchOfficeId: BRNO, Carrier: 'Rapid Freight s.r.o.' });
  const gone = randomUUID();

  async function setDeletedAt(id: string, iso: string) {
    const t = db.schema.deletedReservations;
    await (
      await db.getDb()
    )
      .update(t)
      .set({ deletedAt: new Date(iso) })
      .where(eq(t.id, id.toLowerCase()));
  }

  beforeAll(async () => {
    const settings = await import('@/lib/settings');
    mirror = await import('@/lib/mirror');
    db = await import('@/lib/db');
    deleted = await import('./');
    mirror.forgetMirrorMemo();
    await settings.saveConnection(
      'emulator',
      {
        baseUrl: emulatorUrl,
        tenant: 'demo',
        authMethod: 'bearer',
        username: 'api',
        password: 'api-password',
        branchTimeZones: { [BRNO]: 'Europe/Prague', [CHICAGO]: 'America/Chicago' },
      },
      null,
    );
    await settings.setActiveEnvironment('emulator', null);
    // The ramp list as the catalog keeps it: the audit names ramps from it without asking the service.
    await mirror.saveLookup('emulator', 'resources', [
      {
        Id: RAMP_A,
        ResourceName: 'Ramp 1',
        ShortName: 'BRN-01',
        ResourceNameLocalized: 'Rampa 1',
        BranchOfficeId: BRNO,
      },
      {
        Id: RAMP_B.toUpperCase(),
        ResourceName: 'Dock 2',
        ShortName: 'CHI-02',
        ResourceNameLocalized: 'Dock 2',
        BranchOfficeId: CHICAGO.toUpperCase(),
      },
    ]);

    await mirror.recordReservations('emulator', [a, b, c, d, kept], { source: 'read' });
    await mirror.recordDeletion('emulator', { id: a.Id, via: 'webhook', event: 'reservation.deleted' });
    await mirror.recordDeletion('emulator', {
      id: b.Id.toUpperCase(),
      via: 'reconciliation',
      listed: { Id: b.Id, ReservationNumber: b.ReservationNumber },
    });
    await mirror.recordDeletion('emulator', { id: c.Id, via: 'read' });
    await mirror.recordDeletion('emulator', { id: d.Id, via: 'webhook' });
    // Never held by the mirror: only what ReservationDeleted lists.
    await mirror.recordDeletion('emulator', {
      id: gone,
      via: 'reconciliation',
      listed: { Id: gone.toUpperCase(), ReservationNumber: 'R-GONE-1' },
    });
    // Another environment's deletion is not this audit's.
    await mirror.recordDeletion('sandbox', {
      id: randomUUID(),
      via: 'reconciliation',
      listed: { ReservationNumber: 'R-SANDBOX' },
    });
    // Deletion times the filters can be tested against (c at 00:30 in Prague on 23 November, 23:30 UTC the day before).
    await setDeletedAt(a.Id, '2026-11-20T10:00:00Z');
    await setDeletedAt(b.Id, '2026-11-21T10:00:00Z');
    await setDeletedAt(c.Id, '2026-11-22T23:30:00Z');
    await setDeletedAt(d.Id, '2026-11-19T10:00:00Z');
    await setDeletedAt(gone, '2026-11-18T10:00:00Z');
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

  it('exports the whole filtered list as CSV that reads back to the same rows, awkward carriers intact', async () => {
    // A page and a page size do not cut the export: it is every matching row.
    const file = await deleted.exportDeletedReservations({ page: 3, pageSize: 1 });
    expect(file.filename).toMatch(/^deleted-reservations-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file).toMatchObject({ exported: 5, total: 5 });
    expect(file.csv.startsWith('\uFEFFNumber,Slot start,Slot end,Ramp,')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(file.csv, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...deleted.DELETED_CSV_HEADERS]);
    expect(parsed.data).toEqual([
      {
        Number: c.ReservationNumber,
        'Slot start': '2026-11-25 08:00 +01:00',
        'Slot end': '2026-11-25 08:30 +01:00',
        Ramp: 'BRN-01 · Rampa 1',
        Carrier: 'ČSAD Doprava a.s.',
        'Vehicle plate': '1AB 2345',
        'Trailer plate': '',
        Driver: 'Jana Nováková',
        Status: 'Approved',
        Orders: 'PO-777, PO-778',
        Suppliers: 'Novák, s.r.o.',
        'Deleted at': '2026-11-23 00:30 +01:00',
        'Learnt via': 'a later read',
        'Detail from': 'last known detail',
        'Reservation id': c.Id,
      },
      {
        Number: b.ReservationNumber,
        // Chicago's clock, CST.
        'Slot start': '2026-11-24 09:00 -06:00',
        'Slot end': '2026-11-24 10:30 -06:00',
        Ramp: 'CHI-02 · Dock 2',
        Carrier: 'Tricky, "Quoted"\nCarrier',
        'Vehicle plate': 'IL-42',
        'Trailer plate': '',
        Driver: 'Anna Kowalski',
        Status: 'Pending',
        Orders: 'PO-10650',
        Suppliers: 'Vltava Foods',
        'Deleted at': '2026-11-21 04:00 -06:00',
        'Learnt via': 'scheduled sync',
        'Detail from': 'last known detail',
        'Reservation id': b.Id,
      },
      expect.objectContaining({
        Number: a.ReservationNumber,
        'Slot start': '2026-11-23 14:00 +01:00',
        'Slot end': '2026-11-23 15:00 +01:00',
        Carrier: 'Rapid Freight s.r.o.',
        'Trailer plate': 'TR-1',
        'Learnt via': 'webhook',
      }),
      // A carrier a spreadsheet would run as a formula stays text.
      expect.objectContaining({ Number: d.ReservationNumber, Carrier: `'=HYPERLINK("http://example.com")` }),
      {
        Number: 'R-GONE-1',
        'Slot start': '',
        'Slot end': '',
        Ramp: '',
        Carrier: '',
        'Vehicle plate': '',
        'Trailer plate': '',
        Driver: '',
        Status: '',
        Orders: '',
        Suppliers: '',
        // No branch known: UTC, said by the offset.
        'Deleted at': '2026-11-18 10:00 +00:00',
        'Learnt via': 'scheduled sync',
        'Detail from': 'deletion list only',
        'Reservation id': gone,
      },
    ]);
  });

  it('exports only what the filters match, and a header line when nothing does', async () => {
    const file = await deleted.exportDeletedReservations({ carrier: 'tricky' });
    expect(file).toMatchObject({ exported: 1, total: 1 });
    expect(Papa.parse<Record<string, string>>(file.csv, { header: true }).data.map((r) => r.Carrier)).toEqual([
      'Tricky, "Quoted"\nCarrier',
    ]);
    const none = await deleted.exportDeletedReservations({ q: 'nothing has this' });
    expect(none).toMatchObject({ exported: 0, total: 0 });
    expect(none.csv).toBe(`\uFEFF${deleted.DELETED_CSV_HEADERS.join(',')}\r\n`);
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
