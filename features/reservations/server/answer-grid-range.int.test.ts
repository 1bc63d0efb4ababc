import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call } from '@/emulator/testing/call-service';
import { GRID_FIELDS, unpackGridAnswer, type GridReservation, type Reservation } from '@/lib/contracts';
import { connectEmulator, startConnected, type Connected, utcDayStart } from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

// The grid's packed answer against the shared emulator: the same reservations as the full answer, each with exactly
// the grid's fields, read back part by part; and the mirror's copy, flagged stale, when the service cannot answer.

const UNREACHABLE = 'http://127.0.0.1:4139';
const utcDay = (days: number) => utcDayStart(days).toISOString();
const gridFieldsOf = (r: Reservation): GridReservation =>
  Object.fromEntries(GRID_FIELDS.map((f) => [f, r[f] ?? null])) as GridReservation;
const byId = <T extends { Id: string }>(list: T[]) => [...list].sort((a, b) => a.Id.localeCompare(b.Id));

describe.each(databaseTargets)('the grid answer on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  let settings: Connected['settings'];
  let reservations: typeof import('./index');
  const query = { from: utcDay(5), to: utcDay(7) };

  useFreshDatabase(target, { UPSTREAM_FALLBACK_AFTER_MS: '4000' });

  beforeAll(async () => {
    ({ settings } = await startConnected(emulatorUrl, 'test-webhook-secret'));
    reservations = await import('./');
  });

  afterAll(async () => {
    await reservations.mirrorSettled();
    await call(emulatorUrl, 'POST', '/_emulator/reset');
  });

  /** `answeredBy`: what Server-Timing names as the read (the service, or the mirror in its place). */
  async function gridAnswer(since?: string, answeredBy = 'reservation service') {
    // As the route answers: row keys taken page by page while the read goes on (loadGridAnswer), then the answer.
    const response = await reservations.loadGridAnswer({ ...query, view: 'grid', since });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('server-timing')).toMatch(new RegExp(`^read;desc="${answeredBy}";dur=\\d+\\.\\d$`));
    return response.text();
  }

  it("holds every reservation of the slice with the grid's fields, exactly as the full answer has them", async () => {
    const full = await reservations.listReservations(query);
    expect(full.reservations.length).toBeGreaterThan(5);
    const text = await gridAnswer();
    // One JSON document, one part per line.
    expect(JSON.parse(text)).toMatchObject({ format: 'slotboard-grid/1', count: full.reservations.length });
    const grid = unpackGridAnswer(text);
    expect(grid.stale).toBeUndefined();
    expect(byId(grid.reservations)).toEqual(byId(full.reservations.map(gridFieldsOf)));
  });

  it(
    'sends only what the browser lacks when it names the answer it holds, and the rows read back as a whole ' +
      'answer',
    async () => {
      const first = await gridAnswer();
      const version = (JSON.parse(first) as { version: string }).version;
      const held = { version, reservations: unpackGridAnswer(first).reservations };

      const unchanged = await gridAnswer(version);
      expect(JSON.parse(unchanged)).toMatchObject({ version, basis: version, parts: [] });
      expect(unpackGridAnswer(unchanged, held).reservations).toEqual(held.reservations);

      const moved = held.reservations[Math.floor(held.reservations.length / 2)]!;
      await (await settings.getUpstreamClient()).client.updateReservation(moved.Id, { VehicleNumberPlate: 'SB 2929' });
      const changed = await gridAnswer(version);
      const head = JSON.parse(changed) as { version: string; basis: string; parts: { rows: unknown[] }[] };
      expect(head.basis).toBe(version);
      expect(head.version).not.toBe(version);
      expect(head.parts.flatMap((p) => p.rows)).toHaveLength(1);
      const whole = unpackGridAnswer(await gridAnswer());
      expect(unpackGridAnswer(changed, held).reservations).toEqual(whole.reservations);
      expect(whole.reservations.find((r) => r.Id === moved.Id)?.VehicleNumberPlate).toBe('SB 2929');

      // A version this process never answered (another instance's, or one forgotten) gets the whole answer.
      const unknown = await gridAnswer('AAAAAAAAAAAAAAAAAAAAAA');
      expect(JSON.parse(unknown)).not.toHaveProperty('basis');
      expect(unpackGridAnswer(unknown).reservations).toEqual(whole.reservations);
    },
  );

  it('answers from the mirror, flagged stale with since, when the service cannot be reached', async () => {
    await reservations.mirrorSettled();
    const listed = (await reservations.listReservations(query)).reservations;
    await reservations.mirrorSettled();
    await connectEmulator(settings, UNREACHABLE);
    try {
      const text = await gridAnswer(undefined, 'mirror');
      const head = JSON.parse(text) as { stale?: { since: string | null; message: string } };
      expect(head.stale?.message).toMatch(/could not be reached/);
      expect(head.stale?.since).not.toBeNull();
      const grid = unpackGridAnswer(text);
      expect(grid.stale).toEqual(head.stale);
      expect(byId(grid.reservations)).toEqual(byId(listed.map(gridFieldsOf)));
    } finally {
      await connectEmulator(settings, emulatorUrl);
    }
  });
});
