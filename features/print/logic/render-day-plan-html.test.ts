import { describe, expect, it } from 'vitest';
import type { DayPlan } from '../contract';
import { printWords } from '@/test/words-of';
import { dayPlanKit } from './day-plan-kit';
import {
  escapeHtml,
  formatDay,
  formatPrintedAt,
  renderDayPlanDocument,
  renderDayPlanHtml,
} from './render-day-plan-html';

const english = printWords('en');
const czech = printWords('cs');

const plan = (overrides: Partial<DayPlan> = {}): DayPlan => ({
  date: '2026-11-23',
  printedAt: '2026-11-23T20:40:00Z',
  branches: [
    {
      branchOfficeId: 'b1',
      label: 'Brno DC',
      timeZone: 'Europe/Prague',
      zoneIsBranchOwn: true,
      ramps: [
        {
          id: '00000000-0000-4000-8000-00000000000a',
          shortName: 'BRN-01',
          name: 'Ramp 1',
          entries: [
            {
              id: '00000000-0000-4000-8000-000000000001',
              reservationNumber: 'R-1',
              startUtc: '2026-11-23T07:30:00Z',
              endUtc: '2026-11-23T08:15:00Z',
              carrier: 'Fast & <Cheap> "Trans"',
              vehiclePlate: '1AB 2345',
              trailerPlate: 'TR 9',
              orderNumbers: 'PO-1, PO-2',
              status: 'Pending',
            },
          ],
        },
      ],
    },
    {
      branchOfficeId: 'b2',
      label: 'Chicago Hub',
      timeZone: 'UTC',
      zoneIsBranchOwn: false,
      ramps: [{ id: '00000000-0000-4000-8000-00000000000b', shortName: 'CHI-01', name: 'Door 1', entries: [] }],
    },
  ],
  ...overrides,
});

describe('renderDayPlanHtml', () => {
  it('draws one sheet per branch office, each breaking to its own page in print', () => {
    const html = renderDayPlanHtml(plan(), english);
    expect(html.match(/class="dp-paper"/g)).toHaveLength(2);
    expect(html.match(/data-day-plan-sheet="/g)).toHaveLength(2);
    expect(html).toContain('Day plan · Brno DC');
    expect(html).toContain('sheet 1 of 2');
    expect(html).toContain('sheet 2 of 2');
  });

  it('prints time, carrier, plates, orders and status in words, in the branch office zone', () => {
    const html = renderDayPlanHtml(plan(), english);
    expect(html).toContain('08:30–09:15');
    expect(html).toContain('1AB 2345 / TR 9');
    expect(html).toContain('Orders PO-1, PO-2');
    expect(html).toContain('Pending · R-1');
    expect(html).toContain('class="dp-item dp-pending"');
    expect(html).toContain('Monday 23 November 2026');
    expect(html).toContain('23 Nov 2026, 21:40');
    expect(html).toContain('BRN-01');
    expect(html).toContain('Ramp 1');
  });

  it('escapes every value, so a carrier name cannot add markup', () => {
    const html = renderDayPlanHtml(plan(), english);
    expect(html).toContain('Fast &amp; &lt;Cheap&gt; &quot;Trans&quot;');
    expect(html).not.toContain('<Cheap>');
    expect(escapeHtml(`<img src=x onerror='alert(1)'>`)).toBe('&lt;img src=x onerror=&#39;alert(1)&#39;&gt;');
  });

  it('says when a zone is not the branch office own, when a day is empty and when the data is a saved copy', () => {
    const html = renderDayPlanHtml(
      plan({ stale: { since: '2026-11-23T18:00:00Z', message: 'The reservation service has not answered' } }),
      english,
    );
    expect(html).toContain('UTC (no zone is set for this branch office)');
    expect(html).toContain('No reservations on this day.');
    expect(html).toContain(
      'From Slotboard’s saved copy: The reservation service has not answered; last confirmed 23 Nov 2026, 19:00.',
    );
  });

  it('says so when there is no branch office to print', () => {
    expect(renderDayPlanHtml(plan({ branches: [] }), english)).toContain('nothing to print');
  });
});

describe('renderDayPlanDocument', () => {
  it('is a whole A4 landscape document that may load and run nothing', () => {
    const doc = renderDayPlanDocument(plan(), english);
    expect(doc.startsWith('<!doctype html>')).toBe(true);
    expect(doc).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(doc).toContain('@page { size: A4 landscape; margin: 8mm; }');
    expect(doc).not.toMatch(/<script|<link|<img/);
  });
});

describe('formatDay', () => {
  it('names the weekday of the date itself, whatever the zone of the machine', () => {
    expect(formatDay('2026-11-22', 'en')).toBe('Sunday 22 November 2026');
    expect(formatDay('2026-12-31', 'en')).toBe('Thursday 31 December 2026');
    expect(formatDay('2026-11-22', 'cs')).toBe('neděle 22. listopadu 2026');
  });
});

describe('the day plan in Czech', () => {
  it('prints every word of the sheet in Czech, its dates and times as Czech writes them', () => {
    const html = renderDayPlanHtml(
      plan({ stale: { since: '2026-11-23T18:00:00Z', message: 'The reservation service has not answered' } }),
      czech,
    );
    expect(html).toContain('Denní plán · Brno DC');
    expect(html).toContain('aria-label="Denní plán pobočky Brno DC"');
    expect(html).toContain('pondělí 23. listopadu 2026');
    expect(html).toContain('<dt>Časy v pásmu</dt><dd>Europe/Prague</dd>');
    expect(html).toContain('<dt>Rezervace</dt><dd>1 (čeká na schválení 1)</dd>');
    expect(html).toContain('<dt>Vytištěno</dt><dd>23. 11. 2026 21:40</dd>');
    expect(html).toContain('<th scope="col" class="dp-ramp">Rampa</th><th scope="col">6:00</th>');
    expect(html).toContain('<span class="dp-count">1 rezervace</span>');
    expect(html).toContain('<div class="dp-time">8:30–9:15</div>');
    expect(html).toContain('Objednávky PO-1, PO-2');
    expect(html).toContain('<div class="dp-status">čeká na schválení · R-1</div>');
    expect(html).toContain('UTC (pro tuto pobočku není nastaveno časové pásmo)');
    expect(html).toContain('Na tento den nejsou žádné rezervace.');
    expect(html).toContain(
      'Z uložené kopie Slotboardu, naposledy potvrzené 23. 11. 2026 19:00. (Hlášení serveru: The reservation ' +
        'service has not answered.)',
    );
    expect(html).toContain('Slotboard · list 1 z 2');
    expect(html).not.toMatch(/Day plan|Ramp<|Orders |Printed|sheet \d/);
    expect(renderDayPlanHtml(plan({ branches: [] }), czech)).toContain('není co tisknout');
  });

  it('counts in Czech plurals and says a clock-change day has 23 or 25 hours', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({
      ...plan().branches[0]!.ramps[0]!.entries[0]!,
      id: `00000000-0000-4000-8000-00000000010${i}`,
      status: i ? 'Approved' : '',
    }));
    const busy = plan({
      date: '2026-10-25',
      branches: [
        {
          ...plan().branches[0]!,
          ramps: [
            {
              ...plan().branches[0]!.ramps[0]!,
              entries: entries.map((e) => ({ ...e, startUtc: '2026-10-25T07:30:00Z', endUtc: '2026-10-25T08:15:00Z' })),
            },
          ],
        },
      ],
    });
    const html = renderDayPlanHtml(busy, czech);
    expect(html).toContain('<span class="dp-count">5 rezervací</span>');
    expect(html).toContain('(schváleno 4, bez stavu 1)');
    expect(html).toContain('<div class="dp-status">bez stavu · R-1</div>');
    expect(html).toContain('V tento den se posouvá čas: den má 25 hodin.');
    expect(renderDayPlanHtml(busy, english)).toContain('(4 approved, 1 no status)');
  });

  it('is a Czech document, and its PDF a Czech file name', () => {
    expect(renderDayPlanDocument(plan(), czech)).toContain('<html lang="cs">');
    expect(renderDayPlanDocument(plan(), czech)).toContain('<title>Denní plán 2026-11-23</title>');
    expect(dayPlanKit(czech).fileStem).toBe('denni-plan');
    expect(dayPlanKit(english).fileStem).toBe('day-plan');
    expect(formatPrintedAt('2026-11-23T07:05:00Z', 'Europe/Prague', 'cs')).toBe('23. 11. 2026 8:05');
    expect(formatPrintedAt('2026-11-23T07:05:00Z', 'Europe/Prague', 'en')).toBe('23 Nov 2026, 08:05');
  });
});
