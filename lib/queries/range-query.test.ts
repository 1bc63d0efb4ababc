import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  packGridAnswer,
  streamGridAnswer,
  toGridReservation,
  type GridRange,
  type Ramp,
  type Reservation,
} from '@/lib/contracts';
import { AppError } from '@/lib/errors';
import { catalogKeys } from './catalog';
import { cancelRangeFetches, putReservationInCaches, rangeQuery, reservationKeys } from './reservations';

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

describe('a range answer read part by part', () => {
  const WEEK = ['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'] as const;
  const key = reservationKeys.range(...WEEK);
  const brno = reservation('2026-11-23T08:00:00.000Z');
  const chicago = { ...reservation('2026-11-24T08:00:00.000Z', CHI1), Id: 'c0000000-0000-4000-8000-000000000002' };
  // One ramp per part: the head and the first part arrive, then the test says what happens to the rest.
  const lines = packGridAnswer(
    { reservations: [brno, chicago], fetchedAt: '2026-11-23T07:00:00.000Z' },
    Date.parse(WEEK[0]),
    1,
  );

  function streamedAnswer() {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    controller.enqueue(new TextEncoder().encode(`${lines[0]}\n${lines[1]}\n`));
    vi.stubGlobal('fetch', async () => new Response(body, { status: 200, headers: { 'X-Slotboard-Parts': '2' } }));
    // Every look at the clock is a second later, so each part is shown as it comes (no waiting in the test).
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 1000));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    client.setQueryData(catalogKeys.resources(), [rampOf(BRN1, BRNO), rampOf(CHI1, CHICAGO)]);
    const query = rangeQuery(client, ...WEEK);
    const answer = client.fetchQuery(query).then(
      (range) => ({ range, error: null }),
      (error: unknown) => ({ range: null, error }),
    );
    const cached = () => client.getQueryCache().find<GridRange>({ queryKey: key })!;
    return { client, query, answer, controller, cached };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('flags the rows shown so far as partial and never fresh; the whole answer is neither', async () => {
    const { query, answer, controller, cached } = streamedAnswer();
    await vi.waitFor(() => expect(cached().state.data?.partial).toBe(true));
    expect(cached().state.data!.reservations.map((r) => r.Id)).toEqual([brno.Id]);
    expect(query.staleTime(cached())).toBe(0);
    controller.enqueue(new TextEncoder().encode(`${lines[2]}\n${lines[3]}`));
    controller.close();
    expect((await answer).range).not.toHaveProperty('partial');
    expect(cached().state.data!.reservations).toHaveLength(2);
    expect(query.staleTime(cached())).toBe(30_000);
  });

  it('marks a range cancelled mid-answer (a drag) to be read again, rather than leaving it looking whole', async () => {
    const { client, answer, cached } = streamedAnswer();
    await vi.waitFor(() => expect(cached().state.data?.partial).toBe(true));
    await cancelRangeFetches(client);
    // The cancelled fetch goes back to the last rows written (TanStack keeps a manual write as the state to revert to).
    await answer;
    expect(cached().state).toMatchObject({ status: 'success', isInvalidated: true, data: { partial: true } });
  });

  it('fails an answer cut short as an AppError saying so, keeping the rows shown flagged partial', async () => {
    const { answer, controller, cached } = streamedAnswer();
    await vi.waitFor(() => expect(cached().state.data?.partial).toBe(true));
    controller.error(new TypeError('network error'));
    const { error } = await answer;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toContain("The week's answer ended early");
    expect(cached().state.data).toMatchObject({ partial: true });
  });

  it("fails an answer that is not the grid's format as an AppError saying so", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ reservations: [], fetchedAt: '2026-11-23T07:00:00.000Z' }), { status: 200 }),
    );
    const client = new QueryClient();
    await expect(client.fetchQuery(rangeQuery(client, ...WEEK))).rejects.toThrow(
      new AppError('internal_error', "The week's answer was not the grid's format. Reload the page and try again."),
    );
  });

  it('fails an answer that stops before its closing line as ended early', async () => {
    vi.stubGlobal('fetch', async () => new Response(lines.slice(0, 2).join('\n'), { status: 200 }));
    const client = new QueryClient();
    await expect(client.fetchQuery(rangeQuery(client, ...WEEK))).rejects.toThrow("The week's answer ended early");
  });
});

describe('a range read again', () => {
  const TUESDAY = ['2026-11-24T00:00:00.000Z', '2026-11-25T00:00:00.000Z'] as const;
  const rows = [
    reservation('2026-11-24T08:00:00.000Z'),
    reservation('2026-11-24T08:00:00.000Z', CHI1, { Id: 'c0000000-0000-4000-8000-000000000002' }),
  ].map(toGridReservation);
  const answer = (version: string, difference?: { basis: string; plan: number[] }) =>
    [
      ...streamGridAnswer({ reservations: rows, fetchedAt: '2026-11-24T07:00:00.000Z' }, Date.parse(TUESDAY[0]), {
        version,
        ...(difference ? { difference: { ...difference, rows: [] } } : {}),
      }).lines,
    ].join('\n');

  afterEach(() => vi.unstubAllGlobals());

  it('names the answer it holds and builds on it, even after live changes were laid over the rows shown', async () => {
    const asked: string[] = [];
    const answers = [answer('v1'), answer('v1', { basis: 'v1', plan: [0, 2, 0] })];
    vi.stubGlobal('fetch', async (url: string) => (asked.push(url), new Response(answers.shift(), { status: 200 })));
    const client = new QueryClient();
    client.setQueryData(catalogKeys.resources(), [rampOf(BRN1, BRNO), rampOf(CHI1, CHICAGO)]);
    const first = await client.fetchQuery(rangeQuery(client, ...TUESDAY));
    putReservationInCaches(client, { ...rows[0]!, VehicleNumberPlate: 'LIVE 1' });
    const again = await client.fetchQuery({ ...rangeQuery(client, ...TUESDAY), staleTime: 0 });
    expect(asked[0]).not.toMatch(/since=/);
    expect(asked[1]).toMatch(/[?&]since=v1(&|$)/);
    expect(again.reservations).toEqual(first.reservations);
  });
});
