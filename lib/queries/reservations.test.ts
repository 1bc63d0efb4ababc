import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  packGridAnswer,
  toGridReservation,
  type GridReservation,
  type Ramp,
  type Reservation,
  type ReservationRange,
} from '@/lib/contracts';
import { catalogKeys } from './catalog';
import { dropReservationFromCaches, putReservationInCaches, rangeQuery, reservationKeys } from './reservations';

const BRNO = 'b0000000-0000-4000-8000-000000000001';
const CHICAGO = 'b0000000-0000-4000-8000-000000000002';
const rampOf = (id: string, branch: string): Ramp => ({
  Id: id,
  ResourceName: id,
  ShortName: id,
  ResourceNameLocalized: id,
  BranchOfficeId: branch,
});
const BRN1 = 'a0000000-0000-4000-8000-000000000001';
const CHI1 = 'a0000000-0000-4000-8000-000000000002';

const reservation = (start: string, resourceId = BRN1, extra: Partial<Reservation> = {}) =>
  ({
    Id: 'c0000000-0000-4000-8000-000000000001',
    ReservationNumber: 'R1',
    StartUtc: start,
    EndUtc: start.replace('T08', 'T09'),
    ResourceId: resourceId,
    CarrierDriverFullName: '',
    Note: '',
    ...extra,
  }) as Reservation;

function setup() {
  const client = new QueryClient();
  client.setQueryData(catalogKeys.resources(), [rampOf(BRN1, BRNO), rampOf(CHI1, CHICAGO)]);
  const monday = reservationKeys.range('2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z', BRNO);
  const tuesday = reservationKeys.range('2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z', BRNO);
  const week = reservationKeys.range('2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z');
  const chicagoMonday = reservationKeys.range('2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z', CHICAGO);
  const r = reservation('2026-11-23T08:00:00.000Z');
  client.setQueryData<ReservationRange>(monday, { reservations: [r], fetchedAt: '' });
  client.setQueryData<ReservationRange>(tuesday, { reservations: [], fetchedAt: '' });
  client.setQueryData<ReservationRange>(week, { reservations: [r], fetchedAt: '' });
  client.setQueryData<ReservationRange>(chicagoMonday, { reservations: [], fetchedAt: '' });
  const ids = (key: readonly unknown[]) =>
    client.getQueryData<ReservationRange>(key)!.reservations.map((x) => `${x.Id}@${x.StartUtc}`);
  return { client, monday, tuesday, week, chicagoMonday, ids };
}

describe('putReservationInCaches', () => {
  it('moves a reservation out of the ranges it left and into those its new start falls in', () => {
    const { client, monday, tuesday, week, chicagoMonday, ids } = setup();
    putReservationInCaches(client, reservation('2026-11-24T08:00:00.000Z'));
    expect(ids(monday)).toEqual([]);
    expect(ids(tuesday)).toEqual(['c0000000-0000-4000-8000-000000000001@2026-11-24T08:00:00.000Z']);
    expect(ids(week)).toEqual(['c0000000-0000-4000-8000-000000000001@2026-11-24T08:00:00.000Z']);
    expect(ids(chicagoMonday)).toEqual([]);
  });

  it("follows a move to another branch office's ramp, and updates in place where it stays", () => {
    const { client, monday, week, chicagoMonday, ids } = setup();
    putReservationInCaches(client, reservation('2026-11-23T08:00:00.000Z', CHI1, { ReservationNumber: 'R1b' }));
    expect(ids(monday)).toEqual([]);
    expect(ids(chicagoMonday)).toHaveLength(1);
    expect(client.getQueryData<ReservationRange>(week)!.reservations).toMatchObject([
      { ResourceId: CHI1, ReservationNumber: 'R1b' },
    ]);
    expect(client.getQueryData(reservationKeys.detail('c0000000-0000-4000-8000-000000000001'))).toMatchObject({
      ResourceId: CHI1,
    });
  });

  it("keeps only the grid's fields in a range, and the whole reservation for its panel", () => {
    const { client, week } = setup();
    putReservationInCaches(
      client,
      reservation('2026-11-23T08:00:00.000Z', BRN1, { CarrierDriverFullName: 'Jan', Note: 'fragile' }),
    );
    const [row] = client.getQueryData<{ reservations: GridReservation[] }>(week)!.reservations;
    expect(row).not.toHaveProperty('Note');
    expect(client.getQueryData(reservationKeys.detail('c0000000-0000-4000-8000-000000000001'))).toMatchObject({
      Note: 'fragile',
    });
    // A move shown before the service answers carries only the row: the panel keeps the rest.
    putReservationInCaches(client, { ...row!, ResourceId: CHI1 });
    expect(client.getQueryData(reservationKeys.detail('c0000000-0000-4000-8000-000000000001'))).toMatchObject({
      Note: 'fragile',
      ResourceId: CHI1,
    });
  });

  it('does not make a panel entry out of a grid row alone', () => {
    const { client, week } = setup();
    const [row] = client.getQueryData<{ reservations: GridReservation[] }>(week)!.reservations;
    putReservationInCaches(client, { ...toGridReservation(row!), StartUtc: '2026-11-23T09:00:00.000Z' });
    expect(client.getQueryData(reservationKeys.detail('c0000000-0000-4000-8000-000000000001'))).toBeUndefined();
  });

  it('drops a deleted reservation from every range', () => {
    const { client, monday, week, ids } = setup();
    dropReservationFromCaches(client, 'c0000000-0000-4000-8000-000000000001');
    expect(ids(monday)).toEqual([]);
    expect(ids(week)).toEqual([]);
  });
});

describe('a range answer asked for before a live change', () => {
  const MONDAY = ['2026-11-23T00:00:00.000Z', '2026-11-24T00:00:00.000Z', BRNO] as const;

  // The network answers only when the test says so, with what the service held when the request was made.
  function heldAnswer(reservations: Reservation[]) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async () => {
      await released;
      return new Response(
        packGridAnswer({ reservations, fetchedAt: '2026-11-23T07:00:00.000Z' }, Date.parse(MONDAY[0])).join('\n'),
        { status: 200 },
      );
    });
    return release;
  }

  afterEach(() => vi.unstubAllGlobals());

  it('does not bring back a reservation deleted while it was on its way', async () => {
    const { client, ids } = setup();
    const stale = reservation('2026-11-23T08:00:00.000Z');
    const release = heldAnswer([stale]);
    const answer = client.fetchQuery(rangeQuery(client, ...MONDAY));
    await Promise.resolve();
    dropReservationFromCaches(client, stale.Id.toUpperCase());
    release();
    await answer;
    expect(ids(reservationKeys.range(...MONDAY))).toEqual([]);
  });

  it('keeps a change that arrived while it was on its way, and what the answer alone says', async () => {
    const { client, ids } = setup();
    const other = { ...reservation('2026-11-23T10:00:00.000Z'), Id: 'c0000000-0000-4000-8000-000000000002' };
    const release = heldAnswer([reservation('2026-11-23T08:00:00.000Z'), other]);
    const answer = client.fetchQuery(rangeQuery(client, ...MONDAY));
    await Promise.resolve();
    putReservationInCaches(
      client,
      reservation('2026-11-23T08:00:00.000Z', BRN1, { StartUtc: '2026-11-23T08:30:00.000Z' }),
    );
    release();
    await answer;
    expect(ids(reservationKeys.range(...MONDAY)).sort()).toEqual([
      'c0000000-0000-4000-8000-000000000001@2026-11-23T08:30:00.000Z',
      'c0000000-0000-4000-8000-000000000002@2026-11-23T10:00:00.000Z',
    ]);
  });

  it('takes the answer as it is when nothing was learnt meanwhile', async () => {
    const { client, ids } = setup();
    dropReservationFromCaches(client, 'c0000000-0000-4000-8000-000000000001');
    const release = heldAnswer([reservation('2026-11-23T08:00:00.000Z')]);
    release();
    await client.fetchQuery(rangeQuery(client, ...MONDAY));
    expect(ids(reservationKeys.range(...MONDAY))).toEqual([
      'c0000000-0000-4000-8000-000000000001@2026-11-23T08:00:00.000Z',
    ]);
  });
});
