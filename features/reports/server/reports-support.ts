import { ALL_DAY, ZPunctualityDrillQuery, ZReportQuery, type ReportQuery } from '../contract';
import {
  ALIVE,
  BRNO,
  BRNO_HOURS,
  CHICAGO,
  CHICAGO_ZONE,
  deleted,
  gone,
  NOW_BRNO,
  NOW_CHICAGO,
  PRAGUE,
  RAMP_LIST,
  sandbox,
  TOLERANCE,
} from './reports-fixtures';
import { type Scope } from './reports-expected-punctuality-support';

// What every reports int test file shares: the queries and scopes it asks about, the seeding of its fresh
// databases, and the comparison of an answer with the expected one.

const brnoQuery = ZReportQuery.parse({
  branch: BRNO.toUpperCase(),
  from: '2026-10-01',
  to: '2026-10-31',
  timeZone: CHICAGO_ZONE,
});
const brnoScope: Scope = {
  branch: BRNO,
  zone: PRAGUE,
  from: '2026-10-01',
  to: '2026-10-31',
  tolerance: TOLERANCE,
  hours: BRNO_HOURS,
  now: NOW_BRNO,
};
const chicagoQuery = ZReportQuery.parse({
  branch: CHICAGO,
  from: '2026-10-26',
  to: '2026-11-08',
  timeZone: CHICAGO_ZONE,
});
const chicagoScope: Scope = {
  branch: CHICAGO.toLowerCase(),
  zone: CHICAGO_ZONE,
  from: '2026-10-26',
  to: '2026-11-08',
  tolerance: TOLERANCE,
  hours: ALL_DAY,
  now: NOW_CHICAGO,
};
const drill = (query: ReportQuery, extra: { carrier?: string; outcome?: string; page?: number }) =>
  ZPunctualityDrillQuery.parse({ ...query, ...extra });

/** Each file's beforeAll: the connection and the month recorded in the mirror; answers the reports module. */
async function seedReports(emulatorUrl: string): Promise<typeof import('./index')> {
  const settings = await import('@/lib/settings');
  const mirror = await import('@/lib/mirror');
  const reports = await import('./');
  mirror.forgetMirrorMemo();
  // Brno's zone is the admin's; Chicago has none (the browser's zone or UTC stands in).
  await settings.saveConnection(
    'emulator',
    {
      baseUrl: emulatorUrl,
      tenant: 'demo',
      authMethod: 'bearer',
      username: 'api',
      password: 'api-password',
      branchTimeZones: { [BRNO]: PRAGUE },
    },
    null,
  );
  await settings.setActiveEnvironment('emulator', null);
  await mirror.saveLookup('emulator', 'resources', RAMP_LIST);
  await mirror.recordReservations('emulator', [...ALIVE, deleted, gone], { source: 'read' });
  await mirror.recordReservations('sandbox', [sandbox], { source: 'read' });
  await mirror.recordDeletion('emulator', { id: deleted.Id, via: 'webhook', event: 'reservation.deleted' });
  // A later read of the gone one's slice (its ramp, its very second) no longer lists it.
  const goneStart = Date.parse(gone.StartUtc);
  await mirror.recordReservations(
    'emulator',
    [],
    { source: 'read' },
    {
      from: new Date(goneStart),
      to: new Date(goneStart + 1000),
      resourceIds: [gone.ResourceId],
      readAt: new Date(Date.now() + 60_000),
    },
  );
  await reports.saveReportSettings({ toleranceMinutes: TOLERANCE, openingHours: { [BRNO]: BRNO_HOURS } }, null);
  return reports;
}

/** Every difference between what was answered and what was expected, walking the expected value only. */
function differences(actual: unknown, expected: unknown, path = '$'): string[] {
  if (typeof expected === 'number') {
    if (typeof actual !== 'number') return [`${path}: expected ${expected}, got ${JSON.stringify(actual)}`];
    return Math.abs(actual - expected) <= 1e-6 * Math.max(1, Math.abs(expected))
      ? []
      : [`${path}: expected ${expected}, got ${actual}`];
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${JSON.stringify(actual)}`];
    if (actual.length !== expected.length)
      return [`${path}: expected ${expected.length} entries, got ${actual.length}`];
    return expected.flatMap((e, i) => differences(actual[i], e, `${path}[${i}]`));
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object')
      return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    return Object.entries(expected).flatMap(([k, e]) =>
      differences((actual as Record<string, unknown>)[k], e, `${path}.${k}`),
    );
  }
  return actual === expected ? [] : [`${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`];
}

export { brnoQuery, brnoScope, chicagoQuery, chicagoScope, drill, seedReports, differences };
