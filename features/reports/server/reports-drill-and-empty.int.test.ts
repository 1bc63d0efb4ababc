import { beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { REPORT_PAGE_SIZE, ZReportQuery } from '../contract';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import {
  BRNO,
  brnoMonth,
  deleted,
  gone,
  NOW_BRNO,
  PRAGUE,
  RAMP_1,
  RAMP_2,
  RAMP_3,
  RAMP_4,
  sandbox,
  special,
} from './reports-fixtures';
import { expectedPunctuality, type Judged } from './reports-expected-punctuality-support';
import { expectedUtilisation } from './reports-expected-utilisation-support';
import { brnoQuery, brnoScope, differences, drill, seedReports } from './reports-support';

// The drill-down, what the reports count and a range with nothing in it, on reports.int.test.ts's seeded month and
// against its independent computation (reports-expected-*-support.ts).

describe.each(databaseTargets)('reports on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  let reports: typeof import('./index');

  useFreshDatabase(target);

  beforeAll(async () => {
    reports = await seedReports(emulatorUrl);
  });

  it(
    "drills into a carrier's late ones, pages through a carrier, and lists reservations without a " + 'carrier',
    async () => {
      const { judged } = expectedPunctuality(brnoScope);
      const ordered = (list: Judged[]) =>
        [...list].sort((a, b) => a.start - b.start || (a.r.Id.toLowerCase() < b.r.Id.toLowerCase() ? -1 : 1));
      const check = async (extra: { carrier?: string; outcome?: string; page?: number }, matching: Judged[]) => {
        const page = extra.page ?? 0;
        const answer = await reports.listPunctualityReservations(drill(brnoQuery, extra), NOW_BRNO);
        const want = ordered(matching).slice(page * REPORT_PAGE_SIZE, (page + 1) * REPORT_PAGE_SIZE);
        expect(answer).toMatchObject({ total: matching.length, page, pageSize: REPORT_PAGE_SIZE, timeZone: PRAGUE });
        expect(answer.rows.map((row) => row.id)).toEqual(want.map((j) => j.r.Id));
        expect(
          differences(
            answer.rows.map((row) => ({
              ...row,
              startUtc: Date.parse(row.startUtc),
              endUtc: Date.parse(row.endUtc),
              arrivalUtc: row.arrivalUtc && Date.parse(row.arrivalUtc),
              departureUtc: row.departureUtc && Date.parse(row.departureUtc),
            })),
            want.map((j) => ({
              id: j.r.Id,
              number: j.r.ReservationNumber,
              startUtc: j.start,
              endUtc: Date.parse(j.r.EndUtc),
              rampId: j.r.ResourceId,
              carrier: j.r.Carrier,
              vehiclePlate: j.r.VehicleNumberPlate,
              status: j.r.ApprovalStatus,
              arrivalUtc: j.r.RealGateVehicleArrivalUtc ? Date.parse(j.r.RealGateVehicleArrivalUtc) : null,
              departureUtc: j.r.RealGateVehicleDepartureUtc ? Date.parse(j.r.RealGateVehicleDepartureUtc) : null,
              delayMinutes: j.delay,
              outcome: j.outcome,
            })),
          ),
        ).toEqual([]);
        return answer;
      };
      const alpha = judged.filter((j) => j.r.Carrier === 'Alpha Freight');
      expect(alpha.length).toBeGreaterThan(REPORT_PAGE_SIZE);
      const late = await check(
        { carrier: 'Alpha Freight', outcome: 'late' },
        alpha.filter((j) => j.outcome === 'late'),
      );
      expect(late.rows.length).toBeGreaterThan(0);
      await check({ carrier: 'Alpha Freight' }, alpha);
      await check({ carrier: 'Alpha Freight', outcome: 'all', page: 1 }, alpha);
      await check({ carrier: 'Alpha Freight', outcome: 'all', page: 5 }, alpha);
      await check(
        { carrier: '', outcome: 'noShow' },
        judged.filter((j) => j.r.Carrier === '' && j.outcome === 'noShow'),
      );
      await check(
        { outcome: 'notApproved' },
        judged.filter((j) => j.outcome === 'notApproved'),
      );
      await check(
        { outcome: 'open' },
        judged.filter((j) => j.outcome === 'open'),
      );
      await check({ outcome: 'all', page: 2 }, judged);
      await check({ carrier: 'Nobody Ltd', outcome: 'all' }, []);
      // The hand-made ones, as a planner would read them.
      const danube = await reports.listPunctualityReservations(
        drill(brnoQuery, { carrier: 'Danube Haulage', outcome: 'late' }),
        NOW_BRNO,
      );
      const fallBackLate = danube.rows.find((row) => row.id === special.fallBackLate.Id);
      expect(fallBackLate?.delayMinutes).toBeCloseTo(50, 6);
      expect(danube.rows.find((row) => row.id === special.flaggedButArrived.Id)?.delayMinutes).toBeCloseTo(45, 6);
      expect(danube.rows.find((row) => row.id === special.pendingArrivedLate.Id)?.status).toBe('Pending');
    },
  );

  it('counts only live reservations of the active environment at the branch', async () => {
    const all = await reports.listPunctualityReservations(drill(brnoQuery, { outcome: 'all' }), NOW_BRNO);
    const ids = new Set<string>();
    for (let page = 0; page * REPORT_PAGE_SIZE < all.total; page++) {
      for (const row of (
        await reports.listPunctualityReservations(drill(brnoQuery, { outcome: 'all', page }), NOW_BRNO)
      ).rows)
        ids.add(row.id);
    }
    expect(ids.size).toBe(all.total);
    for (const r of [
      deleted,
      gone,
      sandbox,
      special.otherBranchOnBrnoRamp,
      special.noBranchChicagoRamp,
      special.noBranchNowhere,
      special.beforeRange,
      special.afterRange,
    ])
      expect(ids.has(r.Id)).toBe(false);
    for (const r of [
      special.noBranchNull,
      special.noBranchEmpty,
      special.unlistedRamp,
      special.lastEvening,
      special.midnight,
      special.fallBack,
    ])
      expect(ids.has(r.Id)).toBe(true);
    expect(brnoMonth.filter((r) => r.BranchOfficeId === BRNO.toUpperCase()).every((r) => ids.has(r.Id))).toBe(true);
  });

  it('answers zeros and nulls for a range with no reservations', async () => {
    const empty = ZReportQuery.parse({ branch: BRNO, from: '2027-02-01', to: '2027-02-07' });
    const punctuality = await reports.buildPunctualityReport(empty, NOW_BRNO);
    const zeroRow = {
      reservations: 0,
      onTime: 0,
      early: 0,
      late: 0,
      noShow: 0,
      open: 0,
      notApproved: 0,
      onTimeShare: null,
      medianDelayMinutes: null,
      p90DelayMinutes: null,
      medianDwellMinutes: null,
      medianTurnaroundMinutes: null,
    };
    expect(punctuality.totals).toMatchObject(zeroRow);
    expect(punctuality.carriers).toEqual([]);
    expect(punctuality.weeks).toEqual([{ weekStart: '2027-02-01', counted: 0, onTime: 0, onTimeShare: null }]);
    expect(punctuality.delays.map((d) => d.count)).toEqual(Array(20).fill(0));

    const utilisation = await reports.buildUtilisationReport(empty, NOW_BRNO);
    expect(
      differences(utilisation, expectedUtilisation({ ...brnoScope, from: '2027-02-01', to: '2027-02-07' }).report),
    ).toEqual([]);
    expect(utilisation.ramps.map((r) => r.rampId)).toEqual([RAMP_1, RAMP_2, RAMP_3, RAMP_4]);
    expect(utilisation.ramps[0]!.hours[12]).toEqual({
      hour: 12,
      bookedMinutes: 0,
      actualMinutes: 0,
      openMinutes: 7 * 60,
      utilisation: 0,
    });
    expect(utilisation.ramps[0]!.hours[3]).toEqual({
      hour: 3,
      bookedMinutes: 0,
      actualMinutes: 0,
      openMinutes: 0,
      utilisation: null,
    });
    expect(utilisation.busiestHours).toEqual([]);
    expect(utilisation.status).toEqual({ approved: 0, pending: 0, rejected: 0, total: 0 });

    const drilled = await reports.listPunctualityReservations(drill(empty, { outcome: 'late' }), NOW_BRNO);
    expect(drilled).toMatchObject({ rows: [], total: 0, page: 0, pageSize: REPORT_PAGE_SIZE });

    // A branch office nobody knows: no ramps, nothing open, still an answer.
    const nowhere = ZReportQuery.parse({
      branch: 'no-such-branch',
      from: '2026-10-01',
      to: '2026-10-31',
      timeZone: PRAGUE,
    });
    expect((await reports.buildPunctualityReport(nowhere, NOW_BRNO)).totals).toMatchObject(zeroRow);
    const nowhereUtilisation = await reports.buildUtilisationReport(nowhere, NOW_BRNO);
    expect(nowhereUtilisation).toMatchObject({
      ramps: [],
      busiestHours: [],
      status: { approved: 0, pending: 0, rejected: 0, total: 0 },
      timeZone: PRAGUE,
    });
    expect(
      nowhereUtilisation.hours.every((c) => c.bookedMinutes === 0 && c.openMinutes === 0 && c.utilisation === null),
    ).toBe(true);
  });
});
