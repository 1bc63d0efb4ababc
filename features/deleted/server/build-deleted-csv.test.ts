import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type english from '@/messages/en.json';
import {
  buildDeletedCsv,
  DELETED_CSV_COLUMNS,
  DELETED_CSV_HEADERS,
  type DeletedCsvRow,
  type DeletedCsvWords,
} from './build-deleted-csv';

const row = (overrides: Partial<DeletedCsvRow> = {}): DeletedCsvRow => ({
  id: '0b9f3c55-6a64-4a4e-9f1e-2f4c1e0d9a11',
  number: 'R0001234',
  startUtc: '2026-11-23T13:00:00.000Z',
  endUtc: '2026-11-23T14:30:00.000Z',
  rampId: 'ae49e76d-a578-4291-ac69-d692f2ab98ae',
  rampName: 'BRN-01 · Rampa 1',
  timeZone: 'Europe/Prague',
  carrier: 'Rapid Freight s.r.o.',
  vehiclePlate: '5BE 5168',
  trailerPlate: 'TR-1',
  driver: 'Anna Kowalski',
  status: 'Approved',
  orderNumbers: 'PO-1, PO-2',
  supplierNames: 'Vltava Foods',
  deletedAt: '2026-11-22T23:30:00.000Z',
  learntAt: '2026-11-22T23:30:05.000Z',
  learntVia: 'webhook',
  detailFrom: 'mirror',
  ...overrides,
});

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true });

describe('buildDeletedCsv', () => {
  it('writes headers a person reads, then one line per row with times on the branch clock and the offset', () => {
    const csv = buildDeletedCsv([row()]);
    expect(csv.split('\r\n')[0]).toBe(DELETED_CSV_HEADERS.join(','));
    expect(parse(csv).data[1]).toEqual([
      'R0001234',
      '2026-11-23 14:00 +01:00',
      '2026-11-23 15:30 +01:00',
      'BRN-01 · Rampa 1',
      'Rapid Freight s.r.o.',
      '5BE 5168',
      'TR-1',
      'Anna Kowalski',
      'Approved',
      'PO-1, PO-2',
      'Vltava Foods',
      '2026-11-23 00:30 +01:00',
      'webhook',
      'last known detail',
      '0b9f3c55-6a64-4a4e-9f1e-2f4c1e0d9a11',
    ]);
  });

  it('keeps commas, quotes and line breaks of a value through a round trip', () => {
    const carrier = 'Tricky, "Quoted"\r\nCarrier\nLtd';
    const csv = buildDeletedCsv([row({ carrier }), row({ number: 'R2' })]);
    const { data, errors } = parse(csv);
    expect(errors).toEqual([]);
    expect(data.map((r) => r[4])).toEqual(['Carrier', carrier, 'Rapid Freight s.r.o.']);
  });

  it('keeps a value a spreadsheet would run as a formula as text', () => {
    const csv = buildDeletedCsv([
      row({ carrier: '=1+1', driver: '@SUM(A1)', vehiclePlate: '+420', trailerPlate: '-5' }),
    ]);
    expect(parse(csv).data[1]!.slice(4, 8)).toEqual(["'=1+1", "'+420", "'-5", "'@SUM(A1)"]);
  });

  it('keeps a formula with a line break in it as text too (the default check of Papa misses those)', () => {
    const carrier = '=HYPERLINK("http://evil.example")\nLtd';
    expect(parse(buildDeletedCsv([row({ carrier })])).data[1]![4]).toBe(`'${carrier}`);
  });

  it(
    'names a ramp the list does not know by its id, leaves an unknown slot empty and says where the detail ' +
      'came from',
    () => {
      const csv = buildDeletedCsv([
        row({
          rampName: null,
          startUtc: null,
          endUtc: null,
          timeZone: null,
          detailFrom: 'service',
          learntVia: 'reconciliation',
        }),
      ]);
      const line = parse(csv).data[1]!;
      expect(line.slice(1, 4)).toEqual(['', '', 'ae49e76d-a578-4291-ac69-d692f2ab98ae']);
      expect(line.slice(11, 14)).toEqual(['2026-11-22 23:30 +00:00', 'scheduled sync', 'deletion list only']);
    },
  );

  it('is the header line alone for no rows', () => {
    expect(parse(buildDeletedCsv([])).data).toEqual([[...DELETED_CSV_HEADERS]]);
  });
});

describe('the CSV in the requester’s language', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  // What app/api/deleted-reservations/route.ts passes, for a language.
  const wordsOf = (locale: 'en' | 'cs'): DeletedCsvWords => {
    const messages = JSON.parse(readFileSync(path.join(root, `messages/${locale}.json`), 'utf8')) as typeof english;
    const t = createTranslator({ locale, messages, namespace: 'deleted' });
    return {
      header: (column) => t(`csv.${column}`),
      learntVia: (via) => t('learntVia', { via }),
      detailFrom: (from) => t('detailFrom', { from }),
      status: (status) => t('status', { status }),
    };
  };

  it('is, in English, the file it always was', () => {
    expect(
      buildDeletedCsv([row(), row({ learntVia: 'read', detailFrom: 'service', status: 'Rejected' })], wordsOf('en')),
    ).toBe(buildDeletedCsv([row(), row({ learntVia: 'read', detailFrom: 'service', status: 'Rejected' })]));
    expect(DELETED_CSV_COLUMNS.map(wordsOf('en').header)).toEqual([...DELETED_CSV_HEADERS]);
  });

  it('has Czech headers and value names; a status the messages do not know stays as the service wrote it', () => {
    const csv = buildDeletedCsv(
      [row({ learntVia: 'reconciliation', status: 'Approved' }), row({ detailFrom: 'service', status: 'Arrived' })],
      wordsOf('cs'),
    );
    const [headers, first, second] = parse(csv).data;
    expect(headers!.slice(0, 3)).toEqual(['Číslo', 'Začátek okna', 'Konec okna']);
    expect([first![8], first![12], first![13]]).toEqual([
      'Schváleno',
      'plánovaná synchronizace',
      'poslední známé údaje',
    ]);
    expect([second![8], second![13]]).toEqual(['Arrived', 'jen seznam smazaných']);
    // Times stay as a spreadsheet sorts them, with the offset.
    expect(first![1]).toBe('2026-11-23 14:00 +01:00');
  });
});
