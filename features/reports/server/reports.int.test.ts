import { beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { ALL_DAY, ZReportQuery } from '../contract';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import {
  BRNO,
  BRNO_HOURS,
  CARRIERS,
  CHI_1,
  CHI_2,
  CHICAGO,
  CHICAGO_ZONE,
  chicagoFallBack,
  NOW_BRNO,
  NOW_CHICAGO,
  PRAGUE,
  RAMP_1,
  RAMP_2,
  RAMP_3,
  RAMP_4,
  special,
  TOLERANCE,
} from './reports-fixtures';
import { expectedPunctuality, localDay } from './reports-expected-punctuality-support';
import { expectedUtilisation } from './reports-expected-utilisation-support';
import { brnoQuery, brnoScope, chicagoQuery, chicagoScope, differences, drill, seedReports } from './reports-support';

// Reports on a real database: a seeded pseudo-random month of reservations in the mirror, at two branch offices in
// two zones, and every figure of the punctuality report, the utilisation report and the drill-down checked against a
// computation written here from the plan's definitions (reports-plan.md, "Definitions") with plain loops: its own
// classification, its own percentile, its own split of minutes into local hours. Nothing of features/reports/server
// is reused.
//
// Readings of the plan taken here (a planner's):
// - weeks[].weekStart is the Monday of the ISO week, even when that Monday is before `from`;
// - the ramps the list keeps at the branch come first, by name; a ramp only reservations name follows them
//   (only its presence and figures are checked, not its place or name);
// - openMinutes of `hours` (every ramp together) is the sum of the ramps' open minutes, like booked and actual;
// - a truck that arrived and has no departure recorded is on site for its slot's length from its arrival, until now at
//   the most (a gate that never records departures must not fill the ramp for days).

describe.each(databaseTargets)('reports on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  let reports: typeof import('./index');

  useFreshDatabase(target);

  beforeAll(async () => {
    reports = await seedReports(emulatorUrl);
  });

  it('seeds a month that has every case the figures depend on', () => {
    // The test is only as good as its data: make sure the seed produced what the checks below lean on.
    const { judged } = expectedPunctuality(brnoScope);
    for (const outcome of ['onTime', 'early', 'late', 'noShow', 'open', 'notApproved'] as const)
      expect(judged.filter((j) => j.outcome === outcome).length).toBeGreaterThan(5);
    expect([...new Set(judged.map((j) => j.r.Carrier))]).toEqual(expect.arrayContaining(CARRIERS.map(([c]) => c)));
    expect(judged.length).toBeGreaterThan(300);
    expect(
      judged.filter((j) => j.r.RealGateVehicleArrivalUtc && !j.r.RealGateVehicleDepartureUtc).length,
    ).toBeGreaterThan(2);
    expect(judged.filter((j) => !j.r.BranchOfficeId).length).toBeGreaterThan(10);
    expect(
      judged.filter((j) => localDay(j.start, PRAGUE) !== localDay(Date.parse(j.r.EndUtc) - 1, PRAGUE)).length,
    ).toBeGreaterThan(3);
    expect(expectedPunctuality(chicagoScope).judged.length).toBeGreaterThan(50);
  });

  it('answers every punctuality figure of the Brno month: totals, each carrier, weeks, delays', async () => {
    const report = await reports.buildPunctualityReport(brnoQuery, NOW_BRNO);
    const expected = expectedPunctuality(brnoScope).report;
    // The admin's zone wins over the browser's.
    expect(report).toMatchObject({
      branch: BRNO,
      from: '2026-10-01',
      to: '2026-10-31',
      timeZone: PRAGUE,
      zoneIsBranchOwn: true,
      lastSyncAt: null,
    });
    expect(report.carriers.map((c) => c.carrier)).toEqual(expected.carriers.map((c) => c.carrier));
    expect(report.weeks.map((w) => w.weekStart)).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
    expect(report.delays).toHaveLength(20);
    expect(differences(report, expected)).toEqual([]);
  });

  it(
    'answers every utilisation cell of the Brno month: each ramp × hour, the hours, the busiest, the ' + 'statuses',
    async () => {
      const report = await reports.buildUtilisationReport(brnoQuery, NOW_BRNO);
      const { listedIds, report: expected } = expectedUtilisation(brnoScope);
      expect(report).toMatchObject({ branch: BRNO, timeZone: PRAGUE, zoneIsBranchOwn: true, openingHours: BRNO_HOURS });
      // The listed ramps by name (the unused BRN-04 too), and the unlisted one a reservation uses.
      expect(report.ramps.map((r) => r.rampId).filter((id) => listedIds.includes(id))).toEqual([
        RAMP_1,
        RAMP_2,
        RAMP_3,
        RAMP_4,
      ]);
      expect(report.ramps.map((r) => r.rampId).sort()).toEqual([...expected.ramps.map((r) => r.rampId)].sort());
      for (const [id, short] of [
        [RAMP_1, 'BRN-01'],
        [RAMP_2, 'BRN-02'],
        [RAMP_3, 'BRN-03'],
        [RAMP_4, 'BRN-04'],
      ] as const)
        expect(report.ramps.find((r) => r.rampId === id)?.rampName).toContain(short);
      const byId = new Map(report.ramps.map((r) => [r.rampId, r]));
      expect(differences({ ...report, ramps: expected.ramps.map((r) => byId.get(r.rampId)) }, expected)).toEqual([]);
      // The fall-back night's hour 2 is open twice, but Brno opens at 06:30: closed hours have no utilisation.
      expect(report.hours[2]).toMatchObject({ openMinutes: 0, utilisation: null });
      expect(report.hours[6]!.openMinutes).toBe(31 * 30 * 5);
      expect(report.hours[21]!.openMinutes).toBe(31 * 15 * 5);
      expect(report.busiestHours.length).toBe(3);
    },
  );

  it('splits the fall-back night by local hour: hour 2 holds both of its hours', async () => {
    const night = ZReportQuery.parse({ branch: BRNO, from: '2026-10-25', to: '2026-10-25' });
    await reports.saveReportSettings({ toleranceMinutes: TOLERANCE, openingHours: {} }, null);
    try {
      const report = await reports.buildUtilisationReport(night, NOW_BRNO);
      const { report: expected } = expectedUtilisation({
        ...brnoScope,
        from: '2026-10-25',
        to: '2026-10-25',
        hours: ALL_DAY,
      });
      expect(
        differences(
          { ...report, ramps: expected.ramps.map((r) => report.ramps.find((x) => x.rampId === r.rampId)) },
          expected,
        ),
      ).toEqual([]);
      // Open all day: a 25-hour day, hour 2 twice on each of the 4 ramps.
      expect(report.hours[2]!.openMinutes).toBe(4 * 120);
      expect(report.hours.reduce((a, c) => a + c.openMinutes, 0)).toBe(4 * 25 * 60);
      // RAMP_1's 01:30 CEST–02:30 CET slot: 30 minutes in hour 1, 90 in hour 2 (60 of CEST, 30 of CET).
      const ramp1 = report.ramps.find((r) => r.rampId === RAMP_1)!;
      expect(ramp1.hours[1]!.bookedMinutes).toBeGreaterThanOrEqual(30);
      expect(ramp1.hours[2]!.bookedMinutes).toBeGreaterThanOrEqual(90);
    } finally {
      await reports.saveReportSettings({ toleranceMinutes: TOLERANCE, openingHours: { [BRNO]: BRNO_HOURS } }, null);
    }
  });

  it("takes the browser's zone for a branch office without one, across Chicago's fall-back night", async () => {
    const punctuality = await reports.buildPunctualityReport(chicagoQuery, NOW_CHICAGO);
    expect(punctuality).toMatchObject({
      branch: CHICAGO.toLowerCase(),
      timeZone: CHICAGO_ZONE,
      zoneIsBranchOwn: false,
    });
    expect(differences(punctuality, expectedPunctuality(chicagoScope).report)).toEqual([]);
    expect(punctuality.weeks.map((w) => w.weekStart)).toEqual(['2026-10-26', '2026-11-02']);

    const utilisation = await reports.buildUtilisationReport(chicagoQuery, NOW_CHICAGO);
    const { report: expected } = expectedUtilisation(chicagoScope);
    expect(utilisation).toMatchObject({ timeZone: CHICAGO_ZONE, zoneIsBranchOwn: false, openingHours: ALL_DAY });
    expect(utilisation.ramps.map((r) => r.rampId)).toEqual([CHI_1, CHI_2]);
    expect(differences(utilisation, expected)).toEqual([]);
    // Open all day for 14 days, hour 1 twice on 2026-11-01: per ramp 15 hours in hour 1, 14 in the others.
    expect(utilisation.ramps[0]!.hours[1]!.openMinutes).toBe(15 * 60);
    expect(utilisation.ramps[0]!.hours[2]!.openMinutes).toBe(14 * 60);

    const drilled = await reports.listPunctualityReservations(
      drill(chicagoQuery, { carrier: 'Baltic Cargo', outcome: 'late' }),
      NOW_CHICAGO,
    );
    expect(drilled.timeZone).toBe(CHICAGO_ZONE);
    expect(drilled.rows.find((row) => row.id === chicagoFallBack.Id)?.delayMinutes).toBeCloseTo(50, 6);
  });

  it('takes UTC for a branch office without a zone when the browser sends none', async () => {
    const query = ZReportQuery.parse({ branch: CHICAGO, from: '2026-10-26', to: '2026-11-08' });
    const scope = { ...chicagoScope, zone: 'UTC' };
    const punctuality = await reports.buildPunctualityReport(query, NOW_CHICAGO);
    expect(punctuality).toMatchObject({ timeZone: 'UTC', zoneIsBranchOwn: false });
    expect(differences(punctuality, expectedPunctuality(scope).report)).toEqual([]);
    const utilisation = await reports.buildUtilisationReport(query, NOW_CHICAGO);
    expect(utilisation.timeZone).toBe('UTC');
    expect(differences(utilisation, expectedUtilisation(scope).report)).toEqual([]);
  });

  it('changes the counts when the tolerance changes', async () => {
    const before = await reports.buildPunctualityReport(brnoQuery, NOW_BRNO);
    expect(
      await reports.saveReportSettings({ toleranceMinutes: 0, openingHours: { [BRNO]: BRNO_HOURS } }, null),
    ).toEqual({ toleranceMinutes: 0, openingHours: { [BRNO]: BRNO_HOURS } });
    try {
      expect(await reports.readReportSettings()).toEqual({ toleranceMinutes: 0, openingHours: { [BRNO]: BRNO_HOURS } });
      const strict = await reports.buildPunctualityReport(brnoQuery, NOW_BRNO);
      const expected = expectedPunctuality({ ...brnoScope, tolerance: 0 }).report;
      expect(differences(strict, expected)).toEqual([]);
      expect(strict.toleranceMinutes).toBe(0);
      // Fewer on time, more early and late; arrivals and no-shows are as many as before.
      expect(strict.totals.onTime).toBeLessThan(before.totals.onTime);
      expect(strict.totals.late).toBeGreaterThan(before.totals.late);
      expect(strict.totals.early).toBeGreaterThan(before.totals.early);
      expect(strict.totals.onTime + strict.totals.early + strict.totals.late).toBe(
        before.totals.onTime + before.totals.early + before.totals.late,
      );
      expect(strict.totals.noShow).toBe(before.totals.noShow);
      // The ones at exactly ±15 are on time at 15 and late / early at 0.
      const lateIds = (
        await reports.listPunctualityReservations(
          drill(brnoQuery, { carrier: 'Alpha Freight', outcome: 'late' }),
          NOW_BRNO,
        )
      ).rows.map((r) => r.id);
      expect(lateIds).toContain(special.exactlyLate.Id);
      const wide = expectedPunctuality({ ...brnoScope, tolerance: 60 }).report;
      await reports.saveReportSettings({ toleranceMinutes: 60, openingHours: { [BRNO]: BRNO_HOURS } }, null);
      expect(differences(await reports.buildPunctualityReport(brnoQuery, NOW_BRNO), wide)).toEqual([]);
    } finally {
      await reports.saveReportSettings({ toleranceMinutes: TOLERANCE, openingHours: { [BRNO]: BRNO_HOURS } }, null);
    }
    expect(
      differences(await reports.buildPunctualityReport(brnoQuery, NOW_BRNO), expectedPunctuality(brnoScope).report),
    ).toEqual([]);
  });
});
