import { describe, expect, it } from 'vitest';
import type { DayPlan, DayPlanEntry } from '@/features/print';
import { renderPdf } from '@/features/print/server';
import { dayPlanKit } from '@/features/print';
import { readPdf } from '../e2e/support/read-pdf';
import { printWords } from './words-of';

// The day plan printed by the same Chromium the server uses (CHROMIUM_PATH or /usr/bin/chromium): one A4 landscape
// page per branch office however busy its day, the ramps' names on it, read back with pdf.js.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function busyRamp(branch: number, ramp: number, count: number) {
  const entries: DayPlanEntry[] = Array.from({ length: count }, (_, i) => ({
    id: guid(branch * 100_000 + ramp * 1000 + i),
    reservationNumber: `R-${branch}-${ramp}-${i}`,
    startUtc: new Date(Date.UTC(2026, 10, 23, 5 + Math.floor(i / 4), (i % 4) * 15)).toISOString(),
    endUtc: new Date(Date.UTC(2026, 10, 23, 5 + Math.floor(i / 4), (i % 4) * 15 + 15)).toISOString(),
    carrier: `Carrier with a rather long name ${i}`,
    vehiclePlate: `WX ${1000 + i}A`,
    trailerPlate: `TR ${500 + i}`,
    orderNumbers: `PO-${i}01, PO-${i}02, PO-${i}03`,
    status: i % 5 === 0 ? 'Pending' : 'Approved',
  }));
  return {
    id: guid(branch * 10 + ramp),
    shortName: `B${branch}-${String(ramp).padStart(2, '0')}`,
    name: `Ramp ${ramp}`,
    entries,
  };
}

const plan: DayPlan = {
  date: '2026-11-23',
  printedAt: '2026-11-23T20:00:00Z',
  branches: [
    // A quiet branch office and one with 12 ramps × 60 reservations, four to a ramp's hour.
    {
      branchOfficeId: 'b1',
      label: 'Quiet Depot',
      timeZone: 'Europe/Prague',
      zoneIsBranchOwn: true,
      ramps: [busyRamp(1, 1, 3), busyRamp(1, 2, 0)],
    },
    {
      branchOfficeId: 'b2',
      label: 'Busy Hub',
      timeZone: 'UTC',
      zoneIsBranchOwn: true,
      ramps: Array.from({ length: 12 }, (_, r) => busyRamp(2, r + 1, 60)),
    },
  ],
};

describe('the day plan as a PDF', () => {
  it('has one A4 landscape page per branch office, however busy, each naming its own ramps', async () => {
    const kit = dayPlanKit(printWords('en'));
    const pdf = await renderPdf(kit.renderDocument(plan), {
      executablePath,
      timeoutMs: 60_000,
      prepare: kit.fitSheets,
      page: kit.page,
    });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const pages = await readPdf(pdf);
    expect(pages).toHaveLength(2);
    for (const page of pages) {
      // A4 landscape is 841.9 × 595.3 points; Chromium rounds its paper to whole pixels.
      expect(Math.abs(page.width - 842)).toBeLessThan(2);
      expect(Math.abs(page.height - 595)).toBeLessThan(2);
    }
    expect(pages[0]!.text).toContain('Quiet Depot');
    expect(pages[0]!.text).toContain('B1-01');
    expect(pages[0]!.text).toContain('B1-02');
    expect(pages[0]!.text).not.toContain('B2-01');
    expect(pages[1]!.text).toContain('Busy Hub');
    for (let r = 1; r <= 12; r++) expect(pages[1]!.text).toContain(`B2-${String(r).padStart(2, '0')}`);
    // The last reservation of the last ramp made it onto the page, and the sheet's footer too.
    expect(pages[1]!.text).toContain('R-2-12-59');
    expect(pages[1]!.text).toContain('sheet 2 of 2');
  }, 90_000);

  it("runs none of the document's own scripts, while the server's sheet fitting still runs", async () => {
    // A sheet's markup is escaped (render-day-plan-html.ts); were something to slip through, it still would not run.
    const html =
      '<p id="said">as printed</p><script>document.getElementById("said").textContent = "script ran"</script>' +
      '<p id="fitted">not fitted</p>';
    const pdf = await renderPdf(html, {
      executablePath,
      timeoutMs: 60_000,
      prepare: () => {
        document.getElementById('fitted')!.textContent = 'fitted by the server';
      },
      page: { widthMm: 297, heightMm: 210, marginMm: 8 },
    });
    const [page] = await readPdf(pdf);
    expect(page!.text).toContain('as printed');
    expect(page!.text).not.toContain('script ran');
    expect(page!.text).toContain('fitted by the server');
  }, 90_000);
});
