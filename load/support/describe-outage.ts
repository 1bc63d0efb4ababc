// The outage scenario's notes: what the reads, the page and the writes showed during the cut, and what the links
// carried over the whole run.
import { where, type WeekRead } from './read-week';
import type { RunRow } from './wait-for-sync-run';

interface WriteAnswer {
  status: number;
  ms: number;
  message: string;
}

/** The first download and the two weeks read before the cut. */
export function describeWarm(backfill: RunRow, warmA: WeekRead, warmB: WeekRead, shownBefore: number): string {
  return (
    `warm: first download ${backfill.kind} of ${backfill.records} records in ` +
    `${((backfill.durationMs ?? 0) / 1000).toFixed(1)} s; week shown ${warmA.ids.length} reservations read in ` +
    `${warmA.ms.toFixed(0)} ms (${shownBefore} blocks on the page), unseen week ${warmB.ids.length}`
  );
}

export function describeCut(cut: {
  cutMs: number;
  /** When the checks during the cut were done, ms after it began. */
  checkedMs: number;
  reads: WeekRead[];
  shown: { text: string; ms: number; blocks: number };
  failedEdit: WriteAnswer;
  failedCreate: WriteAnswer;
}): string[] {
  const { cutMs, checkedMs, reads, shown, failedEdit, failedCreate } = cut;
  return [
    `cut ${(cutMs / 1000).toFixed(0)} s (both links refusing connections; checks done ` +
      `${(checkedMs / 1000).toFixed(1)} s into it); reads fell back in ` +
      `${reads.map((r) => `${(r.ms / 1000).toFixed(1)} s (${where(r.url)})`).join(', ')}: '` +
      `${reads[0]?.stale?.message ?? '–'}'`,
    `page during the cut: banner after ${(shown.ms / 1000).toFixed(1)} s of reload, ${shown.blocks} blocks: '` +
      `${shown.text.slice(0, 400)}'`,
    `writes during the cut: edit ${failedEdit.status} in ${failedEdit.ms} ms '${failedEdit.message}'; create ` +
      `${failedCreate.status} in ${failedCreate.ms} ms '${failedCreate.message}'`,
  ];
}

/** The changes and how the streams learnt of them, and the connections each link and the balancer carried. */
export function describeTraffic(run: {
  changes: number;
  outageChanges: number;
  liveSeconds: number;
  coverage: { frame: number; resync: number; reconnect: number };
  upstreamCarried: number;
  webhooksCarried: number;
  answered: number[];
}): string[] {
  const c = run.coverage;
  return [
    `${run.changes} changes in all (${run.outageChanges} during the cut, the rest in ` +
      `${run.liveSeconds} s before and after it); p95 live latency of the changes after the outage; streams learnt ` +
      `of ${c.frame + c.resync + c.reconnect} change×stream pairs: ${c.frame} by a frame, ${c.resync} by a ` +
      `resync, ${c.reconnect} by a reconnect`,
    `links carried ${run.upstreamCarried} connections to the service, ${run.webhooksCarried} to the ` +
      `balancer; balancer answered ${run.answered.join(' / ')} requests (per instance)`,
  ];
}

/** How long after the links returned each reader's answers were fresh and the page's banner went (null: never). */
export function describeReturn(
  fresh: (number | null)[],
  readers: string[],
  bannerGone: number | null,
  shownAfter: number,
): string {
  const seconds = (ms: number | null) => (ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`);
  const freshReads = fresh.map((ms, i) => `${seconds(ms)} (${where(readers[i]!)})`).join(', ');
  return (
    `links back: reads fresh after ${freshReads}; banner gone after ${seconds(bannerGone)} ("Try again"), ` +
    `${shownAfter} blocks`
  );
}
