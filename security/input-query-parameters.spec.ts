import { expect, test } from '@playwright/test';
import { STREAMS, UNKNOWN_ID } from './support/api-routes';
import { admin, errorOf, expectNamed, origin, setUpHostileInputCallers, viewer } from './support/hostile-input';

// Hostile report scopes and filter parameters are refused naming the field, or taken as text, and nothing changes.

setUpHostileInputCallers();

test.describe('OData injection', () => {
  test(
    'the reports refuse a bad scope, settings or drill-down naming the field, and take a hostile carrier or ' +
      'branch as text',
    async () => {
      const branch = 'b1a2c3d4-0000-4000-8000-000000000001';
      const scope = (q: Record<string, string>) =>
        new URLSearchParams({ branch, from: '2026-10-01', to: '2026-10-31', ...q }).toString();
      const cases: [string, string][] = [
        [`/api/reports/punctuality?${scope({ from: '2026-02-30' })}`, 'from'],
        [`/api/reports/punctuality?${scope({ to: '2026-09-30' })}`, 'to'],
        [`/api/reports/utilisation?${scope({ from: '2025-01-01', to: '2026-12-31' })}`, 'to'],
        [`/api/reports/utilisation?${scope({ branch: '' })}`, 'branch'],
        [`/api/reports/utilisation?${scope({ branch: 'x'.repeat(500) })}`, 'branch'],
        [`/api/reports/punctuality?${scope({ timeZone: "Europe/Prague' or 1=1 --" })}`, 'timeZone'],
        [`/api/reports/punctuality/reservations?${scope({ outcome: "late' or 'a'='a" })}`, 'outcome'],
        [`/api/reports/punctuality/reservations?${scope({ page: '-1' })}`, 'page'],
        [`/api/reports/punctuality/reservations?${scope({ carrier: 'x'.repeat(500) })}`, 'carrier'],
        [`/api/reports/punctuality/export?${scope({ format: 'pdf' })}`, 'format'],
        [`/api/reports/everything/export?${scope({ format: 'csv' })}`, 'kind'],
      ];
      for (const [path, field] of cases) await expectNamed(await viewer.get(path), field, `GET ${path}`);
      for (const hostile of ["x' or 1=1 --", '%', '_', '\\', "'; drop table reservation_mirror; --"]) {
        const drill = await viewer.get(`/api/reports/punctuality/reservations?${scope({ carrier: hostile })}`);
        expect(drill.status(), `carrier ${hostile}: ${await drill.text()}`).toBe(200);
        expect(((await drill.json()) as { total: number }).total).toBe(0);
        const report = await viewer.get(`/api/reports/punctuality?${scope({ branch: hostile })}`);
        expect(report.status(), `branch ${hostile}: ${await report.text()}`).toBe(200);
        expect(((await report.json()) as { totals: { reservations: number } }).totals.reservations).toBe(0);
      }
      const settings = { Origin: origin, 'Content-Type': 'application/json' };
      for (const [body, field] of [
        [{ toleranceMinutes: -1, openingHours: {} }, 'toleranceMinutes'],
        [{ toleranceMinutes: 9999, openingHours: {} }, 'toleranceMinutes'],
        [{ toleranceMinutes: 15, openingHours: { [branch]: { from: '22:00', to: '06:00' } } }, 'to'],
        [{ toleranceMinutes: 15, openingHours: { [branch]: { from: '25:00', to: '26:00' } } }, 'from'],
      ] as const) {
        // A body that parses but breaks the schema is 422 validation_failed (lib/errors), naming the field like a bad
        // query.
        const response = await admin.put('/api/reports/settings', { headers: settings, data: body });
        const error = await errorOf(response);
        expect(response.status(), `PUT settings ${JSON.stringify(body)}: ${JSON.stringify(error)}`).toBe(422);
        expect(
          JSON.stringify(error?.details ?? ''),
          `PUT settings ${JSON.stringify(body)} should name ${field}`,
        ).toContain(field);
      }
      expect((await admin.get('/api/reports/settings')).status()).toBe(200);
    },
  );

  test('every other parameter that reaches a $filter is refused naming it', async () => {
    const day = '2030-01-07';
    const from = '2030-01-07T00:00:00Z';
    const to = '2030-01-08T00:00:00Z';
    const cases: [string, string][] = [
      [`/api/orders?supplierId=${encodeURIComponent(`${UNKNOWN_ID}' or 1 eq 1`)}`, 'supplierId'],
      [`/api/orders?deliveryFrom=${encodeURIComponent(`${day}' or 1 eq 1 or '`)}`, 'deliveryFrom'],
      [`/api/orders?deliveryTo=${encodeURIComponent(`${day})&$filter=true`)}`, 'deliveryTo'],
      [`/api/orders?sort=${encodeURIComponent('number desc,Id')}`, 'sort'],
      [`/api/orders?dir=${encodeURIComponent('asc&$top=100000')}`, 'dir'],
      [`/api/orders?pageSize=${encodeURIComponent('50&$top=100000')}`, 'pageSize'],
      [`/api/orders/row-summaries?ids=${encodeURIComponent(`${UNKNOWN_ID}) or (1 eq 1`)}`, 'ids'],
      [`/api/reservations?from=${encodeURIComponent(`${from}' or 1 eq 1`)}&to=${to}`, 'from'],
      [`/api/reservations?from=${from}&to=${encodeURIComponent(`${to} or StartUtc ne null`)}`, 'to'],
      [
        `/api/reservations?from=${from}&to=${to}&resourceId=${encodeURIComponent(`${UNKNOWN_ID} or 1 eq 1`)}`,
        'resourceId',
      ],
      [
        `/api/reservations?from=${from}&to=${to}&branchOfficeId=${encodeURIComponent("x' or 'a' eq 'a")}`,
        'branchOfficeId',
      ],
      [`/api/deleted-reservations?rampId=${encodeURIComponent("x' or 1=1 --")}`, 'rampId'],
    ];
    for (const [path, field] of cases) {
      expect(STREAMS.has(path)).toBe(false);
      await expectNamed(await viewer.get(path), field, `GET ${path}`);
    }
  });
});
