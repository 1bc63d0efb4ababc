import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { makeDeletions, seedDeletedAudit } from './deleted-support';

// The deleted-reservation audit's CSV export on a real database, the deletions recorded as in deleted.int.test.ts:
// a spreadsheet (here Papa Parse) reads it back to the same rows.

/** The download's text as sent, its byte order mark kept (Response.text() would drop it). */
const textOf = async (body: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(body).arrayBuffer()).toString();

describe.each(databaseTargets)('deleted-reservation audit on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  let deleted: typeof import('./index');

  useFreshDatabase(target);

  const deletions = makeDeletions();
  const { a, b, c, d, gone } = deletions;

  beforeAll(async () => {
    deleted = await seedDeletedAudit(emulatorUrl, deletions);
  });

  it('exports the whole filtered list as CSV that reads back to the same rows, awkward carriers intact', async () => {
    // A page and a page size do not cut the export: it is every matching row.
    // Batches of two: the rows come from three reads, each after the last row of the one before.
    const file = await deleted.exportDeletedReservations({ page: 3, pageSize: 1 }, undefined, 2);
    const csv = await textOf(file.body);
    expect(file.filename).toMatch(/^deleted-reservations-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file).toMatchObject({ exported: 5, total: 5 });
    expect(csv.startsWith('\uFEFFNumber,Slot start,Slot end,Ramp,')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
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
    const csv = await textOf(file.body);
    expect(Papa.parse<Record<string, string>>(csv, { header: true }).data.map((r) => r.Carrier)).toEqual([
      'Tricky, "Quoted"\nCarrier',
    ]);
    const none = await deleted.exportDeletedReservations({ q: 'nothing has this' });
    expect(none).toMatchObject({ exported: 0, total: 0 });
    expect(await textOf(none.body)).toBe(`\uFEFF${deleted.DELETED_CSV_HEADERS.join(',')}\r\n`);
  });
});
