// The checks after a load scenario, from what the run recorded (deliveries at the balancer, changes, planner
// answers, stream frames) and what it read afterwards (the inbox and the mirror from the database, the service's
// state from the emulator). Each failed check names the ids concerned.
import { diffReservationSets } from '../../test/read-emulator-state';
import { percentile } from '../../bench/support/summarize-samples';
import type { Change } from './drive-changes';
import type { LiveStream } from './open-streams';
import { ok, type PlannerWrite } from './run-planners';
import type { Delivery } from './start-proxy';

export interface InboxRow {
  eventId: string;
  processed: boolean;
  processedCount: number;
  dead: boolean;
  /** Why processing finished it without applying it (a malformed event, a refused read), or null. */
  error?: string | null;
  /** From the service's occurredAt to the delivery's arrival, and from arrival to processed (null when not known). */
  deliveredMs?: number | null;
  processedMs?: number | null;
}

export interface MirrorRow {
  id: string;
  record: Record<string, unknown>;
  shown: boolean;
}

export interface Failure {
  check: string;
  ids: string[];
}

export interface Figures {
  eventsSent: number;
  unique: number;
  processed: number;
  processedTwice: number;
  lost: number;
  mirrorDifferences: number;
  writes: { ok: number; failed: number; appliedTwice: number };
  p95LatencyMs: number | null;
  /** How the streams learnt of the changes: by a frame of the reservation, a resync frame, a reconnect. */
  coverage: { frame: number; resync: number; reconnect: number };
}

const MARKER = /^PL-\d+-\d+$/;
const failure = (check: string, ids: Iterable<string>): Failure[] => {
  const list = [...ids];
  return list.length ? [{ check: `${check} (${list.length})`, ids: list }] : [];
};

export function checkRun(input: {
  deliveries: Delivery[];
  inbox: InboxRow[];
  mirror: MirrorRow[];
  service: Map<string, Record<string, unknown>>;
  changes: Change[];
  /** Only changes asked from then on count toward the latency (not those of a measuring burst before the load). */
  latencySince?: number;
  writes: PlannerWrite[];
  streams: LiveStream[];
}): { figures: Figures; failures: Failure[] } {
  const failures: Failure[] = [];

  // Webhooks: every event the balancer saw acknowledged is processed exactly once.
  const unique = new Set<string>();
  const acknowledged = new Set<string>();
  for (const d of input.deliveries) {
    if (d.eventId === null) continue;
    unique.add(d.eventId);
    if (ok(d.status)) acknowledged.add(d.eventId);
  }
  const inbox = new Map(input.inbox.map((r) => [r.eventId, r]));
  const lost = [...acknowledged].filter((id) => !inbox.get(id)?.processed);
  const dead = [...acknowledged].filter((id) => inbox.get(id)?.dead);
  const twice = input.inbox.filter((r) => r.processedCount > 1).map((r) => `${r.eventId} ×${r.processedCount}`);
  const neverAcknowledged = [...unique].filter((id) => !acknowledged.has(id));
  failures.push(
    ...failure('acknowledged but not processed (lost)', lost),
    ...failure('acknowledged and set aside as dead', dead),
    ...failure('processed more than once', twice),
    ...failure(
      'processed with an error instead of applied',
      input.inbox.filter((r) => r.processed && r.error).map((r) => `${r.eventId}: ${r.error}`),
    ),
    ...failure('delivered but never acknowledged (the service gave up)', neverAcknowledged),
    ...failure(
      'a delivery without a readable eventId',
      input.deliveries.some((d) => d.eventId === null) ? ['(body)'] : [],
    ),
  );

  // Planner writes: no create applied twice, every write answered 2xx is at the service.
  const markers = new Map<string, string[]>();
  for (const [id, r] of input.service) {
    const plate = String(r.VehicleNumberPlate ?? '');
    if (MARKER.test(plate)) markers.set(plate, [...(markers.get(plate) ?? []), id]);
  }
  const appliedTwice = [...markers].filter(([, ids]) => ids.length > 1).map(([m, ids]) => `${m}: ${ids.join(', ')}`);
  failures.push(...failure('create applied more than once', appliedTwice));
  const createsMissing = input.writes
    .filter((w) => w.kind === 'create' && ok(w.status) && !markers.has(w.value))
    .map((w) => w.value);
  failures.push(...failure('create answered 2xx but not at the service', createsMissing));
  const writesNotApplied: string[] = [];
  const byId = new Map<string, PlannerWrite[]>();
  for (const w of input.writes) if (w.id && w.kind !== 'create') byId.set(w.id, [...(byId.get(w.id) ?? []), w]);
  for (const [id, writes] of byId) {
    const now = input.service.get(id);
    for (const kind of ['move', 'edit'] as const) {
      const mine = writes.filter((w) => w.kind === kind);
      const last = mine.at(-1);
      if (!last) continue;
      const value = kind === 'move' ? (now ? Date.parse(String(now.StartUtc)) : NaN) : now?.TrailerNumberPlate;
      const wanted = (w: PlannerWrite) => (kind === 'move' ? Date.parse(w.value) : w.value);
      // A write that was not answered 2xx may or may not have been applied: then the one before it counts too.
      const acceptable = ok(last.status)
        ? [last]
        : [last, mine.filter((w) => ok(w.status)).at(-1)].filter((w) => w !== undefined);
      if (ok(last.status) || acceptable.length > 1) {
        if (!acceptable.some((w) => wanted(w) === value)) writesNotApplied.push(`${id} ${kind} ${last.value}`);
      }
    }
  }
  failures.push(...failure('write answered 2xx but not what the service holds', writesNotApplied));
  const writeFailures = input.writes.filter((w) => !ok(w.status));
  const unclear = writeFailures
    .filter((w) => w.message.trim().length < 10)
    .map((w) => `${w.kind} ${w.value}: ${w.status} '${w.message}'`);
  failures.push(...failure('write failed without a clear message', unclear));

  // The mirror equals the service for every reservation the run touched.
  const touched = new Set<string>([
    ...input.changes.filter((c) => c.status === 200).map((c) => c.id),
    ...input.writes.flatMap((w) => (w.id ? [w.id] : [])),
    ...[...markers.values()].flat(),
  ]);
  const restrict = (m: Map<string, Record<string, unknown>>) => new Map([...m].filter(([id]) => touched.has(id)));
  const mirrored = new Map(input.mirror.filter((r) => r.shown).map((r) => [r.id.toLowerCase(), r.record]));
  const differences = diffReservationSets(restrict(input.service), restrict(mirrored));
  failures.push(...failure('mirror differs from the service', differences));
  failures.push(
    ...failure(
      'changes the emulator refused',
      input.changes.filter((c) => c.status !== 200).map((c) => `load-${c.n} ${c.id}: ${c.status || c.error}`),
    ),
  );

  // Live: every stream learnt of every change, by a frame of the reservation at least as new, a resync or a reconnect.
  const latencies: number[] = [];
  const coverage = { frame: 0, resync: 0, reconnect: 0 };
  const missed: string[] = [];
  const applied = input.changes.filter((c) => c.status === 200);
  for (const stream of input.streams) {
    const frames = new Map<string, { note: number; at: number }[]>();
    const resyncs: number[] = [];
    for (const f of stream.frames) {
      if (f.event === 'resync') resyncs.push(f.at);
      if (f.event === 'reservation' && f.id && f.loadNote !== undefined)
        frames.set(f.id, [...(frames.get(f.id) ?? []), { note: f.loadNote, at: f.at }]);
    }
    const reconnected = stream.reconnects.flatMap((r) => (r.readyAt === null ? [] : [r.readyAt]));
    for (const c of applied) {
      const hit = frames.get(c.id)?.find((f) => f.note >= c.n);
      if (hit) {
        coverage.frame += 1;
        if (c.at >= (input.latencySince ?? 0)) latencies.push(hit.at - c.at);
      } else if (resyncs.some((at) => at >= c.at)) coverage.resync += 1;
      else if (reconnected.some((at) => at >= c.at)) coverage.reconnect += 1;
      else missed.push(`stream ${stream.index}: load-${c.n} ${c.id}`);
    }
    if (stream.reconnects.some((r) => r.readyAt === null))
      missed.push(`stream ${stream.index}: lost at the end and not reconnected`);
  }
  failures.push(...failure('a live stream missed a change', missed));
  // A run that moved nothing proves nothing: each of these would make the checks above pass vacuously.
  failures.push(
    ...failure('nothing to judge', [
      ...(applied.length === 0 ? ['no change reached the service'] : []),
      ...(unique.size === 0 ? ['no webhook reached the balancer'] : []),
      ...(input.streams.length === 0 ? ['no live stream was open'] : []),
    ]),
  );

  const sorted = latencies.sort((a, b) => a - b);
  return {
    figures: {
      eventsSent: input.deliveries.length,
      unique: unique.size,
      processed: [...unique].filter((id) => inbox.get(id)?.processed).length,
      processedTwice: twice.length,
      lost: lost.length,
      mirrorDifferences: differences.length,
      writes: {
        ok: input.writes.length - writeFailures.length,
        failed: writeFailures.length,
        appliedTwice: appliedTwice.length,
      },
      p95LatencyMs: sorted.length ? percentile(sorted, 95) : null,
      coverage,
    },
    failures,
  };
}
