import ExcelJS from 'exceljs';
import { createTranslator } from 'next-intl';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type {
  PunctualityDrillRow,
  PunctualityReport,
  PunctualityRow,
  UtilisationCell,
  UtilisationReport,
} from '../contract';
import cs from '@/messages/cs.json';
import en from '@/messages/en.json';
import { punctualitySheets } from './build-punctuality-sheets';
import { utilisationSheets } from './build-utilisation-sheets';
import { sheetLabels } from './sheet-labels';
import { writeCsv } from './write-report-file';
import { downloadWorkbook } from './write-report-file-support';

// The files' words come from the messages in the requester's language (the route translates them): English exactly as
// the files always had them, Czech throughout, numbers and dates typed cells either way.
const labelsIn = (locale: 'en' | 'cs') =>
  sheetLabels(createTranslator({ locale, messages: locale === 'cs' ? cs : en, namespace: 'reports' }));

const row = (carrier: string, reservations: number): PunctualityRow => ({
  carrier,
  reservations,
  onTime: 1,
  early: 0,
  late: 1,
  noShow: 0,
  open: 0,
  notApproved: reservations - 2,
  onTimeShare: 0.5,
  medianDelayMinutes: 12,
  p90DelayMinutes: 30,
  medianDwellMinutes: 40,
  medianTurnaroundMinutes: 35,
});

const scope = {
  branch: 'brn',
  branchName: 'Brno DC',
  from: '2026-11-02',
  to: '2026-11-29',
  timeZone: 'Europe/Prague',
  zoneIsBranchOwn: true,
  lastSyncAt: null,
};

const punctuality: PunctualityReport = {
  ...scope,
  toleranceMinutes: 15,
  totals: row('', 5),
  carriers: [row('Danube Logistics', 3), row('', 2)],
  weeks: [{ weekStart: '2026-11-02', counted: 2, onTime: 1, onTimeShare: 0.5 }],
  delays: [{ fromMinutes: null, toMinutes: -60, count: 0 }],
};

const reservation: PunctualityDrillRow = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 'R-1',
  startUtc: '2026-11-03T07:00:00.000Z',
  endUtc: '2026-11-03T08:00:00.000Z',
  rampId: '00000000-0000-4000-8000-000000000002',
  rampName: 'BRN-1',
  carrier: 'Danube Logistics',
  vehiclePlate: '1AB 2345',
  status: 'Pending',
  arrivalUtc: null,
  departureUtc: null,
  delayMinutes: null,
  outcome: 'notApproved',
};

const cell = (hour: number): UtilisationCell => ({
  hour,
  bookedMinutes: 30,
  actualMinutes: 20,
  openMinutes: 60,
  utilisation: 0.5,
});
const utilisation: UtilisationReport = {
  ...scope,
  openingHours: { from: '06:00', to: '22:00' },
  ramps: [
    {
      rampId: reservation.rampId,
      rampName: 'BRN-1',
      bookedMinutes: 720,
      actualMinutes: 480,
      openMinutes: 1440,
      utilisation: 0.5,
      hours: Array.from({ length: 24 }, (_, h) => cell(h)),
    },
  ],
  hours: Array.from({ length: 24 }, (_, h) => cell(h)),
  busiestHours: [7],
  status: { approved: 4, pending: 1, rejected: 0, total: 5 },
};

const read = downloadWorkbook;
const headers = (sheet: { columns: { header: string }[] }) => sheet.columns.map((c) => c.header);
const firstColumn = (sheet: { rows: unknown[][] }) => sheet.rows.map((r) => r[0]);

describe('the files in English', () => {
  const labels = labelsIn('en');

  it('keep the sheet names, headers and settings they always had', () => {
    const [carriers, weeks, delays, reservations, about] = punctualitySheets(punctuality, [reservation], true, labels);
    expect(headers(carriers!)).toEqual([
      'Carrier',
      'Reservations',
      'On time',
      'Early',
      'Late',
      'No-shows',
      'Still open',
      'Pending or rejected',
      'On-time share',
      'Median delay (min)',
      'P90 delay (min)',
      'Median dwell (min)',
      'Median turnaround (min)',
    ]);
    expect(firstColumn(carriers!)).toEqual(['Danube Logistics', '(no carrier)', 'All carriers']);
    expect([carriers, weeks, delays, reservations, about].map((s) => s!.name)).toEqual([
      'Carriers',
      'Weeks',
      'Delays',
      'Reservations',
      'About',
    ]);
    expect(headers(weeks!)).toEqual(['Week starting', 'Counted', 'On time', 'On-time share']);
    expect(headers(delays!)).toEqual(['Delay from (min)', 'Delay to (min)', 'Arrivals']);
    expect(headers(reservations!)).toEqual([
      'Number',
      'Slot start',
      'Slot end',
      'Ramp',
      'Carrier',
      'Vehicle plate',
      'Status',
      'Arrival',
      'Departure',
      'Delay (min)',
      'Counted as',
    ]);
    expect(reservations!.rows[0]!.slice(6)).toEqual(['Pending', null, null, null, 'pending or rejected']);
    expect(headers(about!)).toEqual(['Setting', 'Value']);
    expect(about!.rows).toEqual([
      ['Branch office', 'Brno DC'],
      ['From', new Date('2026-11-02T00:00:00Z')],
      ['To', new Date('2026-11-29T00:00:00Z')],
      ['Time zone', 'Europe/Prague'],
      ['On time within (min)', 15],
      ['Reservations sheet', 'the first 50000 only'],
      ['Mirror last synchronised', 'never'],
    ]);

    const [hours, heatMap, utilisationAbout] = utilisationSheets(utilisation, labels);
    expect([hours, heatMap, utilisationAbout].map((s) => s!.name)).toEqual(['Utilisation', 'Heat map', 'About']);
    expect(headers(hours!)).toEqual(['Ramp', 'Hour', 'Booked (min)', 'On site (min)', 'Open (min)', 'Utilisation']);
    expect(hours!.rows.at(-1)!.slice(0, 2)).toEqual(['All ramps', '23:00']);
    expect(headers(heatMap!).slice(0, 3)).toEqual(['Ramp', '00:00', '01:00']);
    expect(firstColumn(utilisationAbout!).slice(4)).toEqual([
      'Opening hours',
      'Approved',
      'Pending',
      'Rejected',
      'Reservations',
      'Mirror last synchronised',
    ]);
    expect(writeCsv(carriers!).split('\r\n')[0]).toBe(
      'Carrier,Reservations,On time,Early,Late,No-shows,Still open,Pending or rejected,On-time share (%),Median ' +
        'delay (min),P90 delay (min),Median dwell (min),Median turnaround (min)',
    );
  });
});

describe('the files in Czech', () => {
  const labels = labelsIn('cs');

  it('name the sheets, columns, settings and outcomes in Czech, and keep numbers and dates typed', async () => {
    const sheets = punctualitySheets(punctuality, [reservation], true, labels);
    expect(sheets.map((s) => s.name)).toEqual(['Dopravci', 'Týdny', 'Zpoždění', 'Rezervace', 'O přehledu']);
    const [header, ...lines] = Papa.parse<string[]>(writeCsv(sheets[0]!), { skipEmptyLines: true }).data;
    expect(header!.slice(0, 3)).toEqual(['Dopravce', 'Rezervace', 'Včas']);
    expect(header).toContain('Podíl včas (%)');
    expect(lines.map((l) => l[0])).toEqual(['Danube Logistics', '(bez dopravce)', 'Všichni dopravci']);
    expect(sheets[3]!.rows[0]!.slice(6)).toEqual([
      'Čeká na schválení',
      null,
      null,
      null,
      'čeká na schválení nebo zamítnuto',
    ]);
    expect(sheets[4]!.rows).toContainEqual(['List Rezervace', expect.stringMatching(/^jen prvních 50\s000$/)]);
    expect(sheets[4]!.rows.at(-1)).toEqual(['Poslední synchronizace kopie', 'nikdy']);

    const book = await read(sheets);
    expect(book.worksheets.map((ws) => ws.name)).toEqual(['Dopravci', 'Týdny', 'Zpoždění', 'Rezervace', 'O přehledu']);
    const weeks = book.getWorksheet('Týdny')!;
    expect(weeks.getRow(1).values).toEqual([undefined, 'Týden od', 'Započteno', 'Včas', 'Podíl včas']);
    expect(weeks.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(weeks.getRow(2).getCell(4).value).toBe(0.5);

    const utilisationBook = await read(utilisationSheets(utilisation, labels));
    expect(utilisationBook.worksheets.map((ws) => ws.name)).toEqual(['Vytížení', 'Teplotní mapa', 'O přehledu']);
    expect(utilisationBook.getWorksheet('Vytížení')!.getRow(1).values).toEqual([
      undefined,
      'Rampa',
      'Hodina',
      'Rezervováno (min)',
      'Na místě (min)',
      'Otevřeno (min)',
      'Vytížení',
    ]);
    expect(utilisationBook.getWorksheet('Vytížení')!.getRow(26).getCell(1).value).toBe('Všechny rampy');
  });
});
