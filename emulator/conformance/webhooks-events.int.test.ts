// Conformance: webhooks (spec §6) — the event kinds per change, also through the control API; on ports of its own.
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { call } from '../testing/call-service';
import { waitFor } from '../testing/webhook-checks';
import {
  base,
  createReservation,
  eventsFor,
  received,
  requests,
  setUpWebhookReceiver,
  site,
  token,
  waitEvents,
} from './webhooks-support';

const EMULATOR_PORT = 4121;
const RECEIVER_PORT = 4125;

setUpWebhookReceiver(EMULATOR_PORT, RECEIVER_PORT);

describe('event kinds per change', () => {
  it('PUT emits updated plus moved, resized, plate, driver, carrier and branch office changes', async () => {
    const r = await createReservation({ VehicleNumberPlate: 'A', CarrierDriverFullName: 'X' });
    await waitEvents(r.Id, ['reservation.created']);
    const plates = await call(base, 'PUT', `/v3/demo/Reservations/${r.Id}`, {
      token,
      body: { VehicleNumberPlate: 'B', CarrierDriverFullName: 'Y', CarrierId: site.carriers[0]!.Id },
    });
    expect(plates.status).toBe(200);
    await waitEvents(r.Id, [
      'reservation.updated',
      'reservation.vehicle.platechanged',
      'reservation.driver.changed',
      'reservation.carrier.detailschanged',
    ]);
    expect(eventsFor(r.Id)).not.toContain('reservation.moved');
    const resized = await call(base, 'PUT', `/v3/demo/Reservations/${r.Id}`, { token, body: { NumberOfUnits: 3 } });
    expect(resized.status).toBe(200);
    await waitEvents(r.Id, ['reservation.resized']);
    // A weekday in Prague (open Mon-Sat), to move the slot to the other branch office.
    let days = 200;
    while (new TZDate(Date.now() + days * 86_400_000, 'Europe/Prague').getDay() === 0) days++;
    const today = new TZDate(Date.now(), 'Europe/Prague');
    const pragueStart = new TZDate(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() + days,
      10,
      0,
      'Europe/Prague',
    ).toISOString();
    const moved = await call(base, 'PUT', `/v3/demo/Reservations/${r.Id}`, {
      token,
      body: { ResourceId: site.pragueRamps[0], Start: pragueStart },
    });
    expect(moved.status).toBe(200);
    await waitEvents(r.Id, ['reservation.moved', 'reservation.branchoffice.changed']);
  });

  it('Patch emits note.updated; lifecycle steps and deletion emit their kinds with status data', async () => {
    const r = await createReservation();
    const patch = await call(base, 'POST', `/odata/v1/demo/Reservation(${r.Id})/Patch`, {
      token,
      body: { Note: 'hello' },
    });
    expect(patch.status).toBe(200);
    await waitEvents(r.Id, ['reservation.note.updated', 'reservation.updated']);
    for (const step of ['approve', 'arrive', 'start-processing', 'complete-processing', 'deliver', 'depart']) {
      expect((await call(base, 'POST', `/_emulator/reservations/${r.Id}/${step}`)).status).toBe(200);
    }
    await waitEvents(r.Id, [
      'reservation.approval.approved',
      'reservation.markedasarrival',
      'reservation.processingstarted',
      'reservation.processingcompleted',
      'reservation.delivered',
      'reservation.markedasdeparted',
    ]);
    const departed = received.find((x) => x.body.data.id === r.Id && x.body.event === 'reservation.markedasdeparted')!;
    expect(departed.body.data).toMatchObject({
      approvalStatus: 1,
      realGateVehicleArrivalUtc: expect.any(String),
      realGateVehicleDepartureUtc: expect.any(String),
      deliveryDateUtc: expect.any(String),
    });
    expect((await call(base, 'POST', `/_emulator/reservations/${r.Id}/arrive`)).status).toBe(409);

    const other = await createReservation();
    await call(base, 'POST', `/_emulator/reservations/${other.Id}/approve`);
    await call(base, 'POST', `/_emulator/reservations/${other.Id}/pending`);
    await waitEvents(other.Id, ['reservation.pending']);
    await call(base, 'POST', `/_emulator/reservations/${other.Id}/not-arrived`);
    await call(base, 'POST', `/_emulator/reservations/${other.Id}/reject`);
    await waitEvents(other.Id, ['reservation.carrier.notarrived', 'reservation.approval.rejected']);
    expect(
      received.find((x) => x.body.event === 'reservation.approval.rejected' && x.body.data.id === other.Id)!.body.data,
    ).toMatchObject({ approvalStatus: 2, carrierNotArrived: true });
    await call(base, 'DELETE', `/_emulator/reservations/${other.Id}`);
    await waitEvents(other.Id, ['reservation.deleted']);

    // The gate's other events, each a step of its own.
    const gate = await createReservation();
    for (const step of [
      'approve',
      'urgent',
      'ipp-pending',
      'ipp-approve',
      'arrive',
      'custom-action',
      'start-processing',
      'action-dialog',
      'complete-processing',
      'action-not-completed',
    ]) {
      expect((await call(base, 'POST', `/_emulator/reservations/${gate.Id}/${step}`)).status, step).toBe(200);
    }
    await waitEvents(gate.Id, [
      'reservation.delivery.urgent',
      'reservation.ipp.approval.pending',
      'reservation.ipp.approval.approved',
      'reservation.customaction.updated',
      'reservation.actiondialog.updated',
      'reservation.action.notcompleted',
    ]);
    const ippPending = received.find(
      (x) => x.body.data.id === gate.Id && x.body.event === 'reservation.ipp.approval.pending',
    )!;
    expect(ippPending.body.data).toMatchObject({ approvalStatus: 1, ippApprovalStatus: 0 });
    expect(
      received.find((x) => x.body.data.id === gate.Id && x.body.event === 'reservation.ipp.approval.approved')!.body
        .data,
    ).toMatchObject({ ippApprovalStatus: 1 });
    const detail = await call(base, 'GET', `/v3/demo/Reservations/${gate.Id}`, { token });
    expect(detail.body).toMatchObject({
      IsUrgent: true,
      IppApprovalStatus: 'Approved',
      CustomActionStatus: 'Seal checked',
      ActionDialogAnswer: expect.stringMatching(/^Pallets to return: \d$/),
      ActionNotCompleted: true,
    });
    const rejected = await createReservation();
    await call(base, 'POST', `/_emulator/reservations/${rejected.Id}/ipp-pending`);
    await call(base, 'POST', `/_emulator/reservations/${rejected.Id}/ipp-reject`);
    await waitEvents(rejected.Id, ['reservation.ipp.approval.rejected']);
    expect((await call(base, 'POST', `/_emulator/reservations/${rejected.Id}/ipp-approve`)).status).toBe(409);
  });

  it('order writes emit order.created, order.updated and order.deleted with the order id', async () => {
    const order = await call(base, 'POST', '/odata/v1/demo/Order', {
      token,
      body: { OrderNumber: `WH-${Date.now()}`, SupplierId: site.suppliers[0]!.Id },
    });
    await call(base, 'PATCH', `/odata/v1/demo/Order(${order.body.Id})`, { token, body: { Note: 'x' } });
    await call(base, 'PATCH', `/odata/v1/demo/Order(${order.body.Id})`, { token, body: { Confirmed: true } });
    await call(base, 'PATCH', `/odata/v1/demo/Order(${order.body.Id})`, { token, body: { Confirmed: false } });
    await call(base, 'DELETE', `/odata/v1/demo/Order(${order.body.Id})`, { token });
    const events = await waitEvents(order.body.Id, [
      'order.created',
      'order.updated',
      'order.confirmed',
      'order.confirmation.canceled',
      'order.deleted',
    ]);
    expect(events.filter((e) => e === 'order.updated').length).toBe(3);
    expect(events.length).toBe(7);
  });

  it(
    'a change through PATCH /_emulator/reservations/{id} sends the same events as the same change through the ' +
      'service',
    async () => {
      const viaService = await createReservation();
      const viaControl = await createReservation();
      await waitEvents(viaService.Id, ['reservation.created']);
      await waitEvents(viaControl.Id, ['reservation.created']);
      const later = (iso: string) => new Date(Date.parse(iso) + 3600_000).toISOString();
      const change = { VehicleNumberPlate: 'ERP-2', TrailerNumberPlate: 'TR-2' };
      expect(
        (
          await call(base, 'PUT', `/v3/demo/Reservations/${viaService.Id}`, {
            token,
            body: { ...change, Start: later(viaService.StartUtc) },
          })
        ).status,
      ).toBe(200);
      expect(
        (await call(base, 'POST', `/odata/v1/demo/Reservation(${viaService.Id})/Patch`, { token, body: { Note: 'n' } }))
          .status,
      ).toBe(200);
      expect(
        (
          await call(base, 'PATCH', `/_emulator/reservations/${viaControl.Id}`, {
            body: { ...change, Start: later(viaControl.StartUtc) },
          })
        ).status,
      ).toBe(200);
      expect(
        (await call(base, 'PATCH', `/_emulator/reservations/${viaControl.Id}`, { body: { Note: 'n' } })).status,
      ).toBe(200);
      const expected = [
        'reservation.created',
        'reservation.updated',
        'reservation.moved',
        'reservation.vehicle.platechanged',
        'reservation.updated',
        'reservation.note.updated',
      ];
      await waitEvents(viaService.Id, expected);
      await waitEvents(viaControl.Id, expected);
      await waitFor(
        async () => (await call(base, 'GET', '/_emulator/health')).body.pendingWebhooks === 0,
        'queue drained',
      );
      expect(eventsFor(viaControl.Id).sort()).toEqual(eventsFor(viaService.Id).sort());
      expect(eventsFor(viaControl.Id).sort()).toEqual([...expected].sort());
      const data = (id: string) =>
        received.filter((r) => r.body.data.id === id).map((r) => ({ ...r.body.data, id: 'x' }));
      expect(data(viaControl.Id)).toEqual(data(viaService.Id));
      // a change that changes nothing sends nothing, as through the service
      const before = requests;
      expect(
        (await call(base, 'PATCH', `/_emulator/reservations/${viaControl.Id}`, { body: { Note: 'n' } })).status,
      ).toBe(200);
      expect((await call(base, 'GET', '/_emulator/health')).body.pendingWebhooks).toBe(0);
      expect(requests).toBe(before);
    },
  );

  it('sends webhook.test from the control API', async () => {
    await call(base, 'POST', '/_emulator/webhooks/test');
    await waitFor(() => received.some((x) => x.body.event === 'webhook.test'), 'webhook.test');
  });
});
