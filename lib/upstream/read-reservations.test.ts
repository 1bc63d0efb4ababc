import { afterEach, describe, expect, it, vi } from 'vitest';
import { reasonOf } from './map-upstream-error';
import { createOrderShape } from './read-order-shape';
import { createTransport, type UpstreamCall } from './create-transport';
import { reservationReads } from './read-reservations';
import type { UpstreamContext } from './upstream-context';

const config = {
  baseUrl: 'http://upstream.test',
  tenant: 'demo',
  authMethod: 'basic' as const,
  username: 'api',
  password: 'api-password',
};
const guid = (n: number) => `c0000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const record = (n: number) => ({
  Id: guid(n),
  ReservationNumber: `R-${n}`,
  StartUtc: `2026-11-23T0${n}:00:00Z`,
  EndUtc: `2026-11-23T0${n}:30:00Z`,
  ResourceId: 'a0000000-0000-4000-8000-000000000001',
  Carrier: '',
  CarrierId: null,
  VehicleTypeId: null,
  VehicleNumberPlate: '',
  TrailerNumberPlate: '',
  CarrierDriverFullName: '',
  ApprovalStatus: 'Approved',
  RealGateVehicleArrivalUtc: null,
  RealGateVehicleDepartureUtc: null,
  OrderNumbers: '',
  SupplierNames: '',
  Created: null,
  Updated: null,
  Note: '',
});

function readDay(page: unknown[]) {
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  const calls: UpstreamCall[] = [];
  const transport = createTransport(config, { onCall: (c) => calls.push(c), sleep: async () => {} });
  const ctx: UpstreamContext = {
    transport,
    rest: '/v3/demo',
    odata: '/odata/v1/demo',
    limit: (task) => task(),
    sleep: async () => {},
    orders: createOrderShape(transport, '/odata/v1/demo'),
  };
  const read = reservationReads.listReservationsInRange(ctx, {
    from: new Date('2026-11-23T00:00:00Z'),
    to: new Date('2026-11-24T00:00:00Z'),
  });
  return { read, calls };
}

afterEach(() => vi.unstubAllGlobals());

describe('listReservationsInRange', () => {
  it('logs a page as fine once its deferred check has passed', async () => {
    const { read, calls } = readDay([record(1), record(2), record(3)]);
    expect((await read).map((r) => r.ReservationNumber)).toEqual(['R-1', 'R-2', 'R-3']);
    expect(calls.map((c) => [c.status, c.recordCount, c.error])).toEqual([[200, 3, undefined]]);
  });

  it('logs a page whose middle record fails the deferred check as bad_response, not as fine', async () => {
    const { read, calls } = readDay([record(1), { ...record(2), ResourceId: 'not-a-guid' }, record(3)]);
    const error = await read.then(
      () => null,
      (e: unknown) => e,
    );
    expect(reasonOf(error)).toBe('bad_response');
    expect(calls.map((c) => [c.status, c.recordCount, c.error])).toEqual([[200, 3, 'bad_response']]);
  });

  it('logs a page whose first record fails at once as bad_response', async () => {
    const { read, calls } = readDay([{ ...record(1), Id: 7 }, record(2)]);
    await expect(read).rejects.toMatchObject({ code: 'upstream_error' });
    expect(calls.map((c) => c.error)).toEqual(['bad_response']);
  });
});
