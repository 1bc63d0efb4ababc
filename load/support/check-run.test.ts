import { describe, expect, it } from 'vitest';
import { checkRun } from './check-run';
import type { Frame, LiveStream } from './open-streams';
import type { PlannerWrite } from './run-planners';

// The load suite's checks must be able to fail: each case below is a run with one thing wrong.
const id = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const record = {
  Id: id,
  ReservationNumber: 'R1',
  StartUtc: '2026-12-01T06:00:00Z',
  EndUtc: '2026-12-01T06:30:00Z',
  Note: 'load-1',
  VehicleNumberPlate: 'X',
  TrailerNumberPlate: '',
  Updated: '2026-11-01T00:00:00Z',
};
const good = () => ({
  deliveries: [
    { eventId: 'e1', status: 200, instance: 0, at: 1, ms: 5 },
    { eventId: 'e1', status: 200, instance: 1, at: 2, ms: 5 },
  ],
  inbox: [{ eventId: 'e1', processed: true, processedCount: 1, dead: false, error: null as string | null }],
  mirror: [{ id, record: { ...record }, shown: true }],
  service: new Map([[id, { ...record } as Record<string, unknown>]]),
  changes: [{ n: 1, id, at: 100, status: 200 }],
  writes: [] as PlannerWrite[],
  streams: [
    {
      index: 0,
      frames: [{ event: 'reservation', id, loadNote: 1, at: 150 }] as Frame[],
      reconnects: [] as LiveStream['reconnects'],
      ready: true,
    },
  ],
});
const checks = (input: ReturnType<typeof good>) => checkRun(input).failures.map((f) => f.check);

describe('checkRun', () => {
  it('passes a run where every event was processed once, the mirror matches and every stream saw the change', () => {
    const { figures, failures } = checkRun(good());
    expect(failures).toEqual([]);
    expect(figures).toMatchObject({
      eventsSent: 2,
      unique: 1,
      processed: 1,
      lost: 0,
      processedTwice: 0,
      mirrorDifferences: 0,
      p95LatencyMs: 50,
    });
  });

  it('names an acknowledged event that was not processed, and one processed twice', () => {
    const run = good();
    run.deliveries.push({ eventId: 'e2', status: 200, instance: 0, at: 3, ms: 5 });
    run.inbox[0]!.processedCount = 2;
    expect(checks(run)).toEqual(['acknowledged but not processed (lost) (1)', 'processed more than once (1)']);
  });

  it('names a mirror that differs from the service, a create applied twice and a stream that missed a change', () => {
    const run = good();
    run.mirror[0]!.record.Note = 'load-0';
    const twin = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
    run.service.set(id, { ...record, VehicleNumberPlate: 'PL-1-1' });
    run.service.set(twin, { ...record, Id: twin, VehicleNumberPlate: 'PL-1-1' });
    run.streams[0]!.frames = [];
    const failed = checks(run);
    expect(failed).toContain('create applied more than once (1)');
    expect(failed.some((c) => c.startsWith('mirror differs from the service'))).toBe(true);
    expect(failed).toContain('a live stream missed a change (1)');
  });

  it('counts a reconnect after the change as covering it, but not one before', () => {
    const run = good();
    run.streams[0]!.frames = [];
    run.streams[0]!.reconnects.push({ lostAt: 50, readyAt: 90 });
    expect(checks(run)).toContain('a live stream missed a change (1)');
    run.streams[0]!.reconnects[0]!.readyAt = 120;
    expect(checkRun(run).failures).toEqual([]);
  });

  it('names an event finished with an error instead of applied', () => {
    const run = good();
    run.inbox[0]!.error = 'data.id is missing';
    expect(checks(run)).toEqual(['processed with an error instead of applied (1)']);
  });

  it('fails a run that moved nothing rather than passing it vacuously', () => {
    const run = good();
    run.deliveries = [];
    run.inbox = [];
    run.changes = [];
    run.streams = [];
    expect(checkRun(run).failures).toEqual([
      {
        check: 'nothing to judge (3)',
        ids: ['no change reached the service', 'no webhook reached the balancer', 'no live stream was open'],
      },
    ]);
  });
});
