import { describe, expect, it } from 'vitest';
import type { DayPlan } from '@/lib/contracts';
import { escapeHtml, formatDay, renderDayPlanDocument, renderDayPlanHtml } from './render-day-plan-html';

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
    { branchOfficeId: 'b2', label: 'Chicago Hub', timeZone: 'UTC', zoneIsBranchOwn: false, ramps: [{ id: '00000000-0000-4000-8000-00000000000b', shortName: 'CHI-01', name: 'Door 1', entries: [] }] },
  ],
  ...overrides,
});

describe('renderDayPlanHtml', () => {
  it('draws one sheet per branch office, each breaking to its own page in print', () => {
    const html = renderDayPlanHtml(plan());
    expect(html.match(/class="dp-paper"/g)).toHaveLength(2);
    expect(html.match(/data-day-plan-sheet="/g)).toHaveLength(2);
    expect(html).toContain('Day plan · Brno DC');
    expect(html).toContain('sheet 1 of 2');
    expect(html).toContain('sheet 2 of 2');
  });

  it('prints time, carrier, plates, orders and status in words, in the branch office zone', () => {
    const html = renderDayPlanHtml(plan());
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
    const html = renderDayPlanHtml(plan());
    expect(html).toContain('Fast &amp; &lt;Cheap&gt; &quot;Trans&quot;');
    expect(html).not.toContain('<Cheap>');
    expect(escapeHtml(`<img src=x onerror='alert(1)'>`)).toBe('&lt;img src=x onerror=&#39;alert(1)&#39;&gt;');
  });

  it('says when a zone is not the branch office own, when a day is empty and when the data is a saved copy', () => {
    const html = renderDayPlanHtml(plan({ stale: { since: '2026-11-23T18:00:00Z', message: 'The reservation service has not answered' } }));
    expect(html).toContain('UTC (no zone is set for this branch office)');
    expect(html).toContain('No reservations on this day.');
    expect(html).toContain('From Slotboard’s saved copy: The reservation service has not answered; last confirmed 23 Nov 2026, 19:00.');
  });

  it('says so when there is no branch office to print', () => {
    expect(renderDayPlanHtml(plan({ branches: [] }))).toContain('nothing to print');
  });
});

describe('renderDayPlanDocument', () => {
  it('is a whole A4 landscape document that may load and run nothing', () => {
    const doc = renderDayPlanDocument(plan());
    expect(doc.startsWith('<!doctype html>')).toBe(true);
    expect(doc).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(doc).toContain('@page { size: A4 landscape; margin: 8mm; }');
    expect(doc).not.toMatch(/<script|<link|<img/);
  });
});

describe('formatDay', () => {
  it('names the weekday of the date itself, whatever the zone of the machine', () => {
    expect(formatDay('2026-11-22')).toBe('Sunday 22 November 2026');
    expect(formatDay('2026-12-31')).toBe('Thursday 31 December 2026');
  });
});
