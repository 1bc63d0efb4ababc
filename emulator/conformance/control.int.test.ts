// Conformance of the control API (/_emulator/): faults on service paths only (before the handler, and lost answers
// after a write's handler), reset, generate, lifecycle errors and live site (changes by another system:
// control-external-changes.int.test.ts; generate into a window: control-generate-window.int.test.ts).
import { describe, expect, it } from 'vitest';
import { call, chicagoTime, getToken, loadSite } from '../testing/call-service';
import { base, token, setUpSharedEmulator } from './control-support';

setUpSharedEmulator();

describe('fault switches', () => {
  it('answer 500 or 429 with Retry-After on service endpoints, never on /_emulator/', async () => {
    await call(base, 'PUT', '/_emulator/faults', { body: { errorRate: 1 } });
    const failed = await call(base, 'GET', '/v1/demo/Ping', { token });
    expect(failed.status).toBe(500);
    expect(failed.body.error.code).toBe('INTERNAL_ERROR');
    const health = await call(base, 'GET', '/_emulator/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', pid: expect.any(Number) });

    await call(base, 'PUT', '/_emulator/faults', { body: { errorRate: 0, rateLimitRate: 1, retryAfterS: 7 } });
    const limited = await call(base, 'GET', '/v3/demo/Resources', { token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((await call(base, 'GET', '/_emulator/faults')).body).toMatchObject({
      rateLimitRate: 1,
      retryAfterS: 7,
      errorRate: 0,
    });

    const cleared = await call(base, 'DELETE', '/_emulator/faults');
    expect(cleared.body).toMatchObject({ rateLimitRate: 0, errorRate: 0, latencyMs: 0, dropRate: 0 });
    expect((await call(base, 'GET', '/v3/demo/Resources', { token })).status).toBe(200);
  });

  it('drop connections and add latency', async () => {
    await call(base, 'PUT', '/_emulator/faults', { body: { dropRate: 1 } });
    await expect(call(base, 'GET', '/v1/demo/Ping', { token })).rejects.toThrow();
    await call(base, 'PUT', '/_emulator/faults', { body: { dropRate: 0, latencyMs: 300 } });
    const started = Date.now();
    expect((await call(base, 'GET', '/v1/demo/Ping', { token })).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('refuses unknown or out-of-range switches with 400', async () => {
    expect((await call(base, 'PUT', '/_emulator/faults', { body: { errorRate: 2 } })).status).toBe(400);
    const reorder = await call(base, 'PUT', '/_emulator/faults', { body: { webhookReorderRate: 1.5 } });
    expect(reorder.status).toBe(400);
    expect(reorder.body.error.details.map((d: { field: string }) => d.field)).toEqual(['webhookReorderRate']);
    expect((await call(base, 'PUT', '/_emulator/faults', { body: { webhookReorderRate: 'some' } })).status).toBe(400);
    const unknown = await call(base, 'PUT', '/_emulator/faults', { body: { explode: true } });
    expect(unknown.body.error.details.map((d: { field: string }) => d.field)).toEqual(['explode']);
    expect((await call(base, 'PUT', '/_emulator/faults', { body: { webhookReorderRate: 0.05 } })).body).toMatchObject({
      webhookReorderRate: 0.05,
      webhookReorder: false,
    });
    expect((await call(base, 'PUT', '/_emulator/faults', { body: { explode: true } })).status).toBe(400);
    expect((await call(base, 'PUT', '/_emulator/faults', { body: { lostAnswerRate: 1.5 } })).status).toBe(400);
    expect((await call(base, 'PUT', '/_emulator/faults', { body: { lostAnswerMode: 'timeout' } })).status).toBe(400);
  });

  it(
    'lose the answer of a write after applying it (lostAnswerRate): a 500 or a dropped connection, the change ' +
      'made',
    async () => {
      const site = await loadSite(base, token);
      const at = (hour: number) => ({
        ResourceId: site.chicagoRamps[0],
        Start: chicagoTime(80, hour),
        UnitId: site.units.Truck!.Id,
        NumberOfUnits: 1,
      });
      const created = await call(base, 'POST', '/v3/demo/Reservations', { token, body: at(8) });
      expect(created.status).toBe(201);
      const path = `/v3/demo/Reservations/${created.body.Id}`;
      const plate = async () => (await call(base, 'GET', path, { token })).body.VehicleNumberPlate as string;
      const countAt = async (hour: number) => {
        const from = new Date(chicagoTime(80, hour)).toISOString();
        const to = new Date(Date.parse(from) + 60_000).toISOString();
        return (
          (
            await call(
              base,
              'GET',
              `/v3/demo/Reservations?$filter=${encodeURIComponent(`StartUtc ge ${from} and StartUtc lt ${to}`)}`,
              { token },
            )
          ).body as unknown[]
        ).length;
      };

      // the before-handler 500 (errorRate) changes nothing
      await call(base, 'PUT', '/_emulator/faults', { body: { errorRate: 1 } });
      expect((await call(base, 'PUT', path, { token, body: { VehicleNumberPlate: 'NOT-APPLIED' } })).status).toBe(500);
      await call(base, 'DELETE', '/_emulator/faults');
      expect(await plate()).toBe('');

      const set = await call(base, 'PUT', '/_emulator/faults', { body: { lostAnswerRate: 1 } });
      expect(set.body).toMatchObject({ lostAnswerRate: 1, lostAnswerMode: '500' });
      const lost = await call(base, 'PUT', path, { token, body: { VehicleNumberPlate: 'LOST-500' } });
      expect(lost.status).toBe(500);
      expect(lost.body.error.code).toBe('INTERNAL_ERROR');
      // reads and the token request keep their answers; the write above took effect
      expect(await plate()).toBe('LOST-500');
      expect(await getToken(base)).toEqual(expect.any(String));

      await call(base, 'PUT', '/_emulator/faults', { body: { lostAnswerMode: 'drop' } });
      await expect(call(base, 'PUT', path, { token, body: { VehicleNumberPlate: 'LOST-DROP' } })).rejects.toThrow();
      expect(await plate()).toBe('LOST-DROP');
      await expect(call(base, 'POST', '/v3/demo/Reservations', { token, body: at(10) })).rejects.toThrow();
      expect(await countAt(10)).toBe(1);

      const cleared = await call(base, 'DELETE', '/_emulator/faults');
      expect(cleared.body).toMatchObject({ lostAnswerRate: 0, lostAnswerMode: '500' });
      expect((await call(base, 'PUT', path, { token, body: { VehicleNumberPlate: 'ANSWERED' } })).status).toBe(200);
    },
  );
});

describe('data control', () => {
  it('generates N reservations (up to 200,000) and resets to the demo data, keeping tokens valid', async () => {
    const before = (await call(base, 'GET', '/_emulator/health')).body.reservations as number;
    const gen = await call(base, 'POST', '/_emulator/generate', { body: { count: 300 } });
    expect(gen.body).toEqual({ added: 300, reservations: before + 300, ramps: 22 });
    expect((await call(base, 'POST', '/_emulator/generate', { body: { count: 200_001 } })).status).toBe(400);
    const reset = await call(base, 'POST', '/_emulator/reset');
    expect(reset.status).toBe(200);
    expect((await call(base, 'GET', '/v1/demo/Ping', { token })).status).toBe(200);
  });

  it('answers lifecycle calls for unknown steps and reservations with 404, bad ids with 400', async () => {
    const any = (await call(base, 'GET', '/odata/v1/demo/Reservation?$top=1', { token })).body.value[0];
    expect((await call(base, 'POST', `/_emulator/reservations/${any.Id}/explode`)).status).toBe(404);
    expect(
      (await call(base, 'POST', '/_emulator/reservations/00000000-0000-4000-8000-000000000000/approve')).status,
    ).toBe(404);
    expect((await call(base, 'POST', '/_emulator/reservations/nope/approve')).status).toBe(400);
  });

  it('switches live-site mode on and off and runs a pass on demand', async () => {
    const on = await call(base, 'PUT', '/_emulator/live-site', { body: { enabled: true, tickMs: 60_000 } });
    expect(on.body).toEqual({ enabled: true, tickMs: 60_000 });
    const tick = await call(base, 'POST', '/_emulator/live-site/tick');
    expect(tick.body.steps).toEqual(expect.any(Number));
    // a second pass right after has nothing left that is due
    expect((await call(base, 'POST', '/_emulator/live-site/tick')).body.steps).toBeLessThanOrEqual(tick.body.steps);
    expect((await call(base, 'PUT', '/_emulator/live-site', { body: { enabled: false } })).body.enabled).toBe(false);
  });
});
