// The upstream client against the real emulator process: every method, both auth methods, error mapping.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import type { DemoSite } from '@/emulator/testing/call-service';
import { reasonOf } from './map-upstream-error';
import { call, demoSite, freeChicagoSlot, makeClient } from './testing/upstream-test-kit';
import { caughtAppError } from '@/test/caught-app-error';

const base = sharedEmulatorUrl();
let site: DemoSite;
const FIRST_DAY = 150;

beforeAll(async () => {
  await call(base, 'POST', '/_emulator/reset');
  site = await demoSite(base);
});

afterAll(async () => {
  await call(base, 'POST', '/_emulator/reset');
});

const truck = () => site.units.Truck!.Id;

describe.each(['bearer', 'basic'] as const)('reservations with %s auth', (authMethod) => {
  it('creates, reads, updates and patches a reservation, re-reading after each write', async () => {
    const { client, calls } = makeClient(base, { authMethod });
    const start = freeChicagoSlot(FIRST_DAY);
    const created = await client.createReservation({
      ResourceId: site.chicagoRamps[0]!,
      Start: start,
      UnitId: truck(),
      NumberOfUnits: 2,
      Carrier: 'Acme',
      VehicleNumberPlate: '1AB 2345',
    });
    expect(created).toMatchObject({
      ResourceId: site.chicagoRamps[0],
      Carrier: 'Acme',
      VehicleNumberPlate: '1AB 2345',
    });
    expect(Date.parse(created.StartUtc)).toBe(Date.parse(start));
    // the write, then a fresh GET of the reservation
    expect(calls.filter((c) => c.path.endsWith(`/Reservations/${created.Id}`) && c.method === 'GET')).toHaveLength(1);

    expect(await client.getReservation(created.Id)).toEqual(created);

    const beforeUpdate = calls.length;
    const updated = await client.updateReservation(created.Id, {
      CarrierDriverFullName: 'Jo Driver',
      TrailerNumberPlate: '9ZZ 0001',
    });
    // only the changed fields go out: the re-read shows the rest kept (a replacing PUT would have cleared them)
    expect(updated).toMatchObject({
      CarrierDriverFullName: 'Jo Driver',
      TrailerNumberPlate: '9ZZ 0001',
      Carrier: 'Acme',
      VehicleNumberPlate: '1AB 2345',
      NumberOfUnits: 2,
    });
    expect(Date.parse(updated.StartUtc)).toBe(Date.parse(start));
    // the PUT first (no read of the reservation before it), then the re-read
    expect(calls.slice(beforeUpdate).map((c) => c.method)).toEqual(['PUT', 'GET']);

    const patched = await client.patchReservation(created.Id, {
      Note: "Ring at gate 'B'",
      ExtCustomFieldVarchar3: 'x',
      ExtCustomFieldBit2: true,
    });
    expect(patched).toMatchObject({
      Note: "Ring at gate 'B'",
      ExtCustomFieldVarchar3: 'x',
      ExtCustomFieldBit2: true,
      CarrierDriverFullName: 'Jo Driver',
    });
    // unknown fields of the service are kept
    expect(patched).toHaveProperty('ProcessingStartedUtc');

    const day = new Date(Date.parse(start));
    const slice = await client.listReservationsInRange({
      from: new Date(day.getTime() - 3_600_000),
      to: new Date(day.getTime() + 3_600_000),
      resourceId: site.chicagoRamps[0],
    });
    expect(slice.map((r) => r.Id)).toContain(created.Id);
    expect(slice.every((r) => r.ResourceId === site.chicagoRamps[0])).toBe(true);
  });
});

describe('reservation errors', () => {
  it(
    'maps a clash to conflict naming the clashing reservation, and bad input to validation_failed with ' + 'fields',
    async () => {
      const { client } = makeClient(base);
      const start = freeChicagoSlot(FIRST_DAY);
      const first = await client.createReservation({
        ResourceId: site.chicagoRamps[1]!,
        Start: start,
        UnitId: truck(),
        NumberOfUnits: 1,
      });
      const clash = await caughtAppError(
        client.createReservation({
          ResourceId: site.chicagoRamps[1]!,
          Start: start,
          UnitId: truck(),
          NumberOfUnits: 1,
        }),
      );
      expect(clash.code).toBe('conflict');
      expect(clash.message).toContain(first.ReservationNumber);
      expect(clash.details).toMatchObject({
        reason: 'conflict',
        conflictingReservation: { Id: first.Id, ReservationNumber: first.ReservationNumber },
      });

      const closed = await caughtAppError(
        client.createReservation({
          ResourceId: site.chicagoRamps[1]!,
          Start: start.replace(/T\d\d/, 'T02'),
          UnitId: truck(),
          NumberOfUnits: 1,
        }),
      );
      expect(closed.code).toBe('validation_failed');
      expect(closed.details).toEqual([expect.objectContaining({ field: 'Start' })]);

      const local = await caughtAppError(
        client.createReservation({ ResourceId: 'nope', Start: start, UnitId: truck(), NumberOfUnits: 0 }),
      );
      expect(local.code).toBe('validation_failed');
      expect((local.details as { field: string }[]).map((d) => d.field).sort()).toEqual([
        'NumberOfUnits',
        'ResourceId',
      ]);

      const missing = await caughtAppError(client.getReservation('00000000-0000-4000-8000-000000000000'));
      expect(missing.code).toBe('not_found');
    },
  );
});

describe('lookups, deleted reservations and ping', () => {
  it('lists resources, vehicle types, units and deleted reservations', async () => {
    const { client, calls } = makeClient(base);
    expect((await client.listResources()).map((r) => r.Id).sort()).toEqual(
      [...site.chicagoRamps, ...site.pragueRamps].sort(),
    );
    expect((await client.listVehicleTypes()).map((v) => v.Id).sort()).toEqual([...site.vehicleTypes].sort());
    expect((await client.listUnits()).map((u) => u.UnitName).sort()).toEqual(Object.keys(site.units).sort());
    const deleted = await client.listDeletedReservations();
    expect(deleted.length).toBeGreaterThan(0);
    expect(deleted[0]).toMatchObject({ Id: expect.any(String), ReservationNumber: expect.stringMatching(/^R\d+/) });
    expect((await client.ping()).latencyMs).toBeGreaterThanOrEqual(0);
    expect(calls.find((c) => c.path === '/v3/demo/Resources')).toMatchObject({ status: 200, recordCount: 22 });
  });
});
describe('authentication', () => {
  it('fetches one token for concurrent first calls and reports no credential in the call log', async () => {
    const { client, calls } = makeClient(base);
    await Promise.all([client.listResources(), client.listUnits(), client.listVehicleTypes(), client.ping()]);
    expect(calls.filter((c) => c.path === '/v1/demo/Token')).toHaveLength(1);
    const log = JSON.stringify(calls);
    expect(log).not.toContain('api-password');
    expect(log).not.toMatch(/eyJ|Bearer|Basic /);
  });

  it('requestToken measures a fresh token (bearer) or a Basic call', async () => {
    for (const authMethod of ['bearer', 'basic'] as const) {
      const { client, calls } = makeClient(base, { authMethod });
      expect((await client.requestToken()).latencyMs).toBeGreaterThanOrEqual(0);
      expect(calls.map((c) => c.path)).toEqual(authMethod === 'bearer' ? ['/v1/demo/Token'] : ['/v3/demo/Resources']);
    }
  });

  it('explains wrong passwords, missing API access and unknown tenants', async () => {
    for (const authMethod of ['bearer', 'basic'] as const) {
      const wrong = await caughtAppError(makeClient(base, { authMethod, password: 'wrong' }).client.listResources());
      expect(wrong).toMatchObject({
        code: 'upstream_error',
        message: "The reservation service refused Slotboard's credentials (wrong username or password)",
      });
      expect(reasonOf(wrong)).toBe('wrong_credentials');
      const noApi = await caughtAppError(
        makeClient(base, { authMethod, username: 'noapi', password: 'noapi-password' }).client.requestToken(),
      );
      expect(noApi).toMatchObject({ code: 'upstream_error', message: 'The API user lacks the role API access' });
      expect(reasonOf(noApi)).toBe('no_api_access');
    }
    expect(reasonOf(await caughtAppError(makeClient(base, { tenant: 'nobody' }).client.ping()))).toBe('unknown_tenant');
    const unreachable = await caughtAppError(makeClient('http://127.0.0.1:9', {}).client.ping());
    expect(unreachable.code).toBe('upstream_unavailable');
    expect(reasonOf(unreachable)).toBe('unreachable');
  });
});
