import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { emulatorSend } from '../e2e/support/emulator';
import { callerContext, cookieHeaderOf } from './support/callers';
import { readEmulator } from './support/emulator';
import { pidListeningOn, residentBytes } from './support/server-memory';
import { SECURITY_BASE_URL, SECURITY_EMULATOR_URL, SECURITY_PORT } from './support/stack';
import { waitForSyncIdle } from './support/sync';

// A download cannot be used to exhaust the server: a year-long workbook is streamed (rows written and sent as they
// are read, never the whole file in memory), and one export runs at a time per instance, the next told to come back
// (429, Retry-After). An aborted download gives its slot back.

const MiB = 1024 * 1024;
const DAY = 86_400_000;
/** Reservations added over the past year: enough that the workbook's Reservations sheet is cut at 50,000. */
const SEEDED = 60_000;
/**
 * Growth of the dashboard's resident memory over the exports. Measured on this data (~23,000 reservations in the
 * branch office exported): the workbooks built whole in memory grew it by ~600 MiB (two at once), the streamed one
 * by ~100 MiB.
 */
const RSS_CEILING_MIB = 200;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A year of reservations in the emulator, recorded in the mirror by a sync run; the branch office holding most. */
async function seedYear(admin: APIRequestContext): Promise<{ branch: string; from: string; to: string }> {
  const headers = { Origin: SECURITY_BASE_URL };
  // A first run, so the one after the seeding is incremental and finds every added reservation by its Updated.
  expect((await admin.post('/api/admin/sync', { headers })).status()).toBe(202);
  await waitForSyncIdle(admin);
  const now = Date.now();
  const window = { from: new Date(now - 366 * DAY).toISOString(), to: new Date(now - DAY).toISOString() };
  await emulatorSend(
    admin,
    'POST',
    '/_emulator/generate',
    {
      count: SEEDED,
      seed: 45,
      ...window,
      created: { from: new Date(now).toISOString(), to: new Date(now + 1000).toISOString() },
    },
    SECURITY_EMULATOR_URL,
  );
  expect((await admin.post('/api/admin/sync', { headers })).status()).toBe(202);
  await waitForSyncIdle(admin);

  const { value: offices } = await readEmulator<{ value: { Id: string }[] }>(
    admin,
    '/odata/v1/demo/BranchOffice?$select=Id',
  );
  const scope = { from: day(now - 365 * DAY), to: day(now - DAY) };
  let best = { branch: '', reservations: -1 };
  for (const office of offices) {
    const branch = office.Id.toLowerCase();
    const answer = await admin.get('/api/reports/punctuality', { params: { branch, ...scope }, timeout: 120_000 });
    expect(answer.status(), await answer.text()).toBe(200);
    const reservations = ((await answer.json()) as { totals: { reservations: number } }).totals.reservations;
    if (reservations > best.reservations) best = { branch, reservations };
  }
  expect(best.reservations, 'reservations in the exported year').toBeGreaterThan(10_000);
  return { branch: best.branch, ...scope };
}

const exportUrl = (scope: { branch: string; from: string; to: string }) =>
  `${SECURITY_BASE_URL}/api/reports/punctuality/export?${new URLSearchParams({ ...scope, format: 'xlsx' })}`;

test.describe('exports', () => {
  test('two year-long workbooks at once: the second is told to come back, memory stays bounded', async () => {
    test.setTimeout(900_000);
    const admin = await callerContext('admin', SECURITY_BASE_URL);
    const scope = await seedYear(admin);
    await admin.dispose();
    const cookie = cookieHeaderOf('viewer');
    const pid = pidListeningOn(SECURITY_PORT);
    // One day's workbook first, so loading the route and exceljs is not counted as the exports' memory.
    const warm = await fetch(exportUrl({ ...scope, from: scope.to }), { headers: { Cookie: cookie } });
    expect(warm.status).toBe(200);
    await warm.arrayBuffer();
    const before = residentBytes(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 100);
    const answers = await Promise.all(
      [0, 1].map(async () => {
        const answer = await fetch(exportUrl(scope), { headers: { Cookie: cookie } });
        return { answer, body: Buffer.from(await answer.arrayBuffer()) };
      }),
    ).finally(() => clearInterval(sampler));
    const done = answers.find((a) => a.answer.status === 200);
    console.log(
      `[exports] statuses ${answers.map((a) => a.answer.status).join(', ')}; workbook ` +
        `${((done?.body.length ?? 0) / MiB).toFixed(1)} MiB; RSS ${(before / MiB).toFixed(0)} MiB before, peak ` +
        `${(peak / MiB).toFixed(0)} MiB (+${((peak - before) / MiB).toFixed(0)} MiB)`,
    );

    const statuses = answers.map((a) => a.answer.status).sort();
    expect(statuses, 'one export runs, the other is refused').toEqual([200, 429]);
    const refused = answers.find((a) => a.answer.status === 429)!;
    expect(Number(refused.answer.headers.get('retry-after'))).toBeGreaterThan(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(done!.body as unknown as ArrayBuffer);
    const reservations = book.worksheets[3]!;
    console.log(`[exports] ${reservations.rowCount - 1} reservations in the workbook`);
    // The header and up to 50,000 reservations (the export's cap).
    expect(reservations.rowCount).toBeGreaterThan(10_000);
    expect(reservations.rowCount).toBeLessThanOrEqual(50_001);
    expect((peak - before) / MiB, 'growth of the server’s resident memory (MiB)').toBeLessThan(RSS_CEILING_MIB);

    // A HEAD (answered by the GET handler) holds no slot: the next export starts at once.
    const head = await fetch(exportUrl(scope), { method: 'HEAD', headers: { Cookie: cookie } });
    expect(head.status).toBe(200);
    const afterHead = await fetch(exportUrl(scope), { headers: { Cookie: cookie } });
    expect(afterHead.status, 'an export right after a HEAD').toBe(200);
    await afterHead.arrayBuffer();

    // A download the client gives up on frees the slot: the next export starts.
    const aborted = new AbortController();
    const started = await fetch(exportUrl(scope), { headers: { Cookie: cookie }, signal: aborted.signal });
    expect(started.status).toBe(200);
    await started.body!.getReader().read();
    aborted.abort();
    await expect
      .poll(
        async () => {
          const next = await fetch(exportUrl(scope), { headers: { Cookie: cookie } });
          await next.body?.cancel();
          return next.status;
        },
        { timeout: 30_000, message: 'an export after an aborted one' },
      )
      .toBe(200);
  });
});
