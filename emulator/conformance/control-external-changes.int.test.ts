// Conformance of the control API: changes made by another system (PATCH /_emulator/reservations/{id}).
import { describe, expect, it } from 'vitest';
import { call, chicagoTime, loadSite } from '../testing/call-service';
import { base, token, setUpSharedEmulator } from './control-support';

setUpSharedEmulator();

describe('changes by another system (PATCH /_emulator/reservations/{id})', () => {
  const DAY = 120;
  const create = async (hour: number, extra: Record<string, unknown> = {}) => {
    const site = await loadSite(base, token);
    const res = await call(base, 'POST', '/v3/demo/Reservations', {
      token,
      body: {
        ResourceId: site.chicagoRamps[1],
        Start: chicagoTime(DAY, hour),
        UnitId: site.units.Truck!.Id,
        NumberOfUnits: 2,
        ...extra,
      },
    });
    expect(res.status).toBe(201);
    return res.body as { Id: string; Updated: string; StartUtc: string; EndUtc: string };
  };
  const change = (id: string, body: unknown) => call(base, 'PATCH', `/_emulator/reservations/${id}`, { body });
  const fieldsOf = (res: { body: { error: { details: { field: string }[] } } }) =>
    res.body.error.details.map((d) => d.field);

  it(
    'changes plates, note, custom fields and the slot without a token, stamps Updated and answers the REST ' + 'detail',
    async () => {
      const r = await create(8, { VehicleNumberPlate: 'OLD-1' });
      // a few ms apart, so the stamp of the change is told from the one of the creation
      await new Promise((resolve) => setTimeout(resolve, 5));
      const before = Date.now();
      const changed = await change(r.Id, {
        VehicleNumberPlate: 'ERP-1',
        TrailerNumberPlate: 'TR-1',
        Note: 'from the WMS',
        ExtCustomFieldVarchar1: 'gate 4',
        Start: chicagoTime(DAY, 12),
      });
      expect(changed.status).toBe(200);
      const detail = await call(base, 'GET', `/v3/demo/Reservations/${r.Id}`, { token });
      expect(changed.body).toEqual(detail.body);
      expect(detail.body).toMatchObject({
        VehicleNumberPlate: 'ERP-1',
        TrailerNumberPlate: 'TR-1',
        Note: 'from the WMS',
        ExtCustomFieldVarchar1: 'gate 4',
      });
      expect(Date.parse(detail.body.StartUtc)).toBe(Date.parse(chicagoTime(DAY, 12)));
      // the length stays (2 trucks of 30 min) unless NumberOfUnits changes it
      expect(Date.parse(detail.body.EndUtc) - Date.parse(detail.body.StartUtc)).toBe(
        Date.parse(r.EndUtc) - Date.parse(r.StartUtc),
      );
      expect(Date.parse(detail.body.Updated)).toBeGreaterThanOrEqual(before);

      const cleared = await change(r.Id, { Note: null, ExtCustomFieldVarchar1: null, NumberOfUnits: 3 });
      expect(cleared.body).toMatchObject({ Note: '', VehicleNumberPlate: 'ERP-1' });
      expect(cleared.body.ExtCustomFieldVarchar1 ?? null).toBeNull();
      expect(Date.parse(cleared.body.EndUtc) - Date.parse(cleared.body.StartUtc)).toBe(90 * 60_000);
    },
  );

  it('is never subject to fault switches', async () => {
    const r = await create(15);
    await call(base, 'PUT', '/_emulator/faults', { body: { errorRate: 1, dropRate: 0, lostAnswerRate: 1 } });
    const changed = await change(r.Id, { VehicleNumberPlate: 'THROUGH' });
    expect(changed.status).toBe(200);
    expect(changed.body.VehicleNumberPlate).toBe('THROUGH');
    await call(base, 'DELETE', '/_emulator/faults');
  });

  it(
    'answers 404 for an unknown id, 400 naming the field for bad input, 409 for a taken slot, 422 outside ' +
      'opening hours',
    async () => {
      const r = await create(17);
      const other = await create(5);
      expect((await change('00000000-0000-4000-8000-000000000000', { Note: 'x' })).status).toBe(404);
      const badId = await change('nope', { Note: 'x' });
      expect([badId.status, fieldsOf(badId)]).toEqual([400, ['id']]);
      const long = await change(r.Id, { VehicleNumberPlate: 'X'.repeat(21) });
      expect([long.status, fieldsOf(long)]).toEqual([400, ['VehicleNumberPlate']]);
      const unknown = await change(r.Id, { StartUtc: chicagoTime(DAY, 9), Note: 'x' });
      expect([unknown.status, fieldsOf(unknown)]).toEqual([400, ['StartUtc']]);
      const badStart = await change(r.Id, { Start: 'tomorrow' });
      expect([badStart.status, fieldsOf(badStart)]).toEqual([400, ['Start']]);
      const badBit = await change(r.Id, { ExtCustomFieldBit1: 'yes' });
      expect([badBit.status, fieldsOf(badBit)]).toEqual([400, ['ExtCustomFieldBit1']]);
      const taken = await change(r.Id, { Start: other.StartUtc, VehicleNumberPlate: 'NOT-APPLIED' });
      expect(taken.status).toBe(409);
      const closed = await change(r.Id, { Start: chicagoTime(DAY, 21) });
      expect(closed.status).toBe(422);
      // nothing of a refused change is applied
      const detail = await call(base, 'GET', `/v3/demo/Reservations/${r.Id}`, { token });
      expect(detail.body).toMatchObject({ StartUtc: r.StartUtc, VehicleNumberPlate: '', Updated: r.Updated });
    },
  );
});
