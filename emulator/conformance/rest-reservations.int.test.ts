// Conformance: REST v3 create, update, detail and the business rules; every error leaves the store unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call, chicagoTime, prepareDemoSite, restoreDemoSite, type DemoSite } from '../testing/call-service';

const base = sharedEmulatorUrl();
let token: string;
let site: DemoSite;
// Far beyond the demo data (21 days ahead), so slots are free; each test uses its own day.
const DAY = 70;

beforeAll(async () => {
  ({ token, site } = await prepareDemoSite(base));
});

afterAll(() => restoreDemoSite(base));

const create = (body: Record<string, unknown>) => call(base, 'POST', '/v3/demo/Reservations', { token, body });
const truck = () => site.units.Truck!.Id;
const body = (day: number, hour: number, extra: Record<string, unknown> = {}) => ({
  ResourceId: site.chicagoRamps[0],
  Start: chicagoTime(day, hour),
  UnitId: truck(),
  NumberOfUnits: 2,
  ...extra,
});
const dayCount = async (day: number) => {
  const from = chicagoTime(day, 0);
  const to = chicagoTime(day + 1, 0);
  const range = `StartUtc ge ${new Date(from).toISOString()} and StartUtc lt ${new Date(to).toISOString()}`;
  const res = await call(base, 'GET', `/v3/demo/Reservations?$filter=${encodeURIComponent(range)}`, { token });
  return (res.body as unknown[]).length;
};

describe('POST /v3/{tenant}/Reservations', () => {
  it('creates: 201, Location, the full reservation with the slot length from unit × number of units', async () => {
    // an unknown property (UnknownExtra) is ignored, as ASP.NET model binding does
    const res = await create(
      body(DAY, 8, {
        Carrier: 'Acme',
        VehicleNumberPlate: '1AB 2345',
        CarrierDriverFullName: 'Jo Driver',
        VehicleTypeId: site.vehicleTypes[0],
        UnknownExtra: 1,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/v3/demo/Reservations/${res.body.Id}`);
    expect(res.body).toMatchObject({
      ResourceId: site.chicagoRamps[0],
      NumberOfUnits: 2,
      Carrier: 'Acme',
      VehicleNumberPlate: '1AB 2345',
      ApprovalStatus: 'Pending',
      OrderNumbers: '',
    });
    expect(Date.parse(res.body.EndUtc) - Date.parse(res.body.StartUtc)).toBe(60 * 60_000);
    expect(res.body.StartUtc).toBe(new Date(chicagoTime(DAY, 8)).toISOString());
    expect(res.body.ReservationNumber).toMatch(/^R\d{7}$/);
    const detail = await call(base, 'GET', `/v3/demo/Reservations/${res.body.Id}`, { basic: ['api', 'api-password'] });
    expect(detail.status).toBe(200);
    expect(detail.body).toEqual(res.body);
  });

  it('refuses malformed JSON, wrong types and bad GUIDs with 400 and field messages', async () => {
    const malformed = await call(base, 'POST', '/v3/demo/Reservations', { token, raw: '{"ResourceId": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('MALFORMED_JSON');
    const wrong = await create({
      ResourceId: 'not-a-guid',
      Start: 'tomorrow',
      UnitId: truck(),
      NumberOfUnits: '2',
      VehicleTypeId: 12,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('VALIDATION_FAILED');
    expect(wrong.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'NumberOfUnits',
      'ResourceId',
      'Start',
      'VehicleTypeId',
    ]);
    const missing = await create({});
    expect(missing.body.error.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'NumberOfUnits',
      'ResourceId',
      'Start',
      'UnitId',
    ]);
    const array = await call(base, 'POST', '/v3/demo/Reservations', { token, raw: '[]' });
    expect(array.status).toBe(400);
  });

  it('refuses unknown ResourceId, UnitId, VehicleTypeId and CarrierId with 422 naming the field', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [field, code] of [
      ['ResourceId', 'UNKNOWN_RESOURCE'],
      ['UnitId', 'UNKNOWN_UNIT'],
      ['VehicleTypeId', 'UNKNOWN_VEHICLE_TYPE'],
      ['CarrierId', 'UNKNOWN_CARRIER'],
    ]) {
      const res = await create(body(DAY + 1, 8, { [field!]: unknown }));
      expect(res.status, field).toBe(422);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.details[0].field).toBe(field);
    }
    expect(await dayCount(DAY + 1)).toBe(0);
  });

  it('refuses slots outside the opening hours of the branch office, in its time zone (422)', async () => {
    const early = await create(body(DAY + 2, 3));
    expect(early.status).toBe(422);
    expect(early.body.error).toMatchObject({ code: 'OUTSIDE_OPENING_HOURS', details: [{ field: 'Start' }] });
    expect(early.body.error.message).toContain('America/Chicago');
    const late = await create(body(DAY + 2, 19, { NumberOfUnits: 3 }));
    expect(late.status).toBe(422);
    const edge = await create(body(DAY + 2, 19));
    expect(edge.status).toBe(201);
    const tooLong = await create(body(DAY + 2, 8, { NumberOfUnits: 30 }));
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.code).toBe('SLOT_TOO_LONG');
  });

  it('keeps one reservation per ramp at a time: overlap → 409 naming the clashing reservation', async () => {
    const first = await create(body(DAY + 3, 10));
    const clash = await create(body(DAY + 3, 10, { Start: chicagoTime(DAY + 3, 10, 30), NumberOfUnits: 1 }));
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('SLOT_CONFLICT');
    expect(clash.body.error.conflictingReservation).toEqual({
      Id: first.body.Id,
      ReservationNumber: first.body.ReservationNumber,
    });
    expect(clash.body.error.message).toContain(first.body.ReservationNumber);
    // back to back is fine, and another ramp at the same time is fine
    expect((await create(body(DAY + 3, 11))).status).toBe(201);
    expect((await create(body(DAY + 3, 10, { ResourceId: site.chicagoRamps[1] }))).status).toBe(201);
    expect(await dayCount(DAY + 3)).toBe(3);
  });
});

describe('PUT /v3/{tenant}/Reservations/{id}', () => {
  it('changes any subset of fields and keeps the rest; 200 with the reservation', async () => {
    const created = (await create(body(DAY + 4, 8, { Carrier: 'Old', VehicleNumberPlate: 'A' }))).body;
    const res = await call(base, 'PUT', `/v3/demo/Reservations/${created.Id}`, {
      token,
      body: { VehicleNumberPlate: 'B', CarrierId: site.carriers[0]!.Id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      VehicleNumberPlate: 'B',
      CarrierId: site.carriers[0]!.Id,
      Carrier: site.carriers[0]!.CompanyName,
      StartUtc: created.StartUtc,
    });
    expect(Date.parse(res.body.Updated)).toBeGreaterThanOrEqual(Date.parse(created.Updated));
    const moved = await call(base, 'PUT', `/v3/demo/Reservations/${created.Id}`, {
      basic: ['api', 'api-password'],
      body: { Start: chicagoTime(DAY + 4, 12), NumberOfUnits: 4 },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.StartUtc).toBe(new Date(chicagoTime(DAY + 4, 12)).toISOString());
    expect(moved.body.EndUtc).toBe(new Date(chicagoTime(DAY + 4, 14)).toISOString());
  });

  it('writes nothing when any part is refused', async () => {
    const a = (await create(body(DAY + 5, 8))).body;
    const b = (await create(body(DAY + 5, 10))).body;
    const clash = await call(base, 'PUT', `/v3/demo/Reservations/${a.Id}`, {
      token,
      body: { Start: chicagoTime(DAY + 5, 10), VehicleNumberPlate: 'NEW' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.error.conflictingReservation.Id).toBe(b.Id);
    const badType = await call(base, 'PUT', `/v3/demo/Reservations/${a.Id}`, {
      token,
      body: { Start: chicagoTime(DAY + 5, 14), VehicleTypeId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(badType.status).toBe(422);
    const after = await call(base, 'GET', `/v3/demo/Reservations/${a.Id}`, { token });
    expect(after.body).toEqual(a);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect(
      (await call(base, 'PUT', '/v3/demo/Reservations/00000000-0000-4000-8000-000000000000', { token, body: {} }))
        .status,
    ).toBe(404);
    expect((await call(base, 'PUT', '/v3/demo/Reservations/123', { token, body: {} })).status).toBe(400);
    expect((await call(base, 'GET', '/v3/demo/Reservations/123', { token })).status).toBe(400);
    expect(
      (await call(base, 'GET', '/v3/demo/Reservations/00000000-0000-4000-8000-000000000000', { token })).status,
    ).toBe(404);
  });
});

describe('GET /v3/{tenant}/Resources', () => {
  it('lists the ramps with the fields of spec 2.4', async () => {
    const res = await call(base, 'GET', '/v3/demo/Resources', { token });
    expect(res.body.length).toBeGreaterThanOrEqual(12);
    expect(res.body.length).toBeLessThanOrEqual(30);
    expect(Object.keys(res.body[0]).sort()).toEqual([
      'BranchOfficeId',
      'Id',
      'ResourceName',
      'ResourceNameLocalized',
      'ShortName',
    ]);
  });
});

describe('errors in general', () => {
  it('use one body shape, 404 for unknown paths and 405 with Allow for wrong methods', async () => {
    const notFound = await call(base, 'GET', '/v3/demo/Nothing', { token });
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String), details: [] } });
    const wrong = await call(base, 'DELETE', '/v3/demo/Reservations', { token });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toContain('GET');
    expect((await call(base, 'GET', '/v3/demo/Reservations/%E0%A4%A', { token })).status).toBe(400);
    const huge = await call(base, 'POST', '/v3/demo/Reservations', {
      token,
      raw: JSON.stringify({ Carrier: 'x'.repeat(1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
