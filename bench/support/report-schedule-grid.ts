// The schedule-grid bench's rows: navigation → every reservation laid out, and the p95 frame while scrolling, each
// against every peer.
import type { GridPeerName } from './build-grid-peers';
import { GRID_PEERS } from './build-grid-peers';
import type { PeerRuns } from './measure-grid-peers';
import { FRAMES, RUNS } from './measure-scroll-frames';
import { reportScenario } from './report-scenario';
import { median } from './summarize-samples';

export function reportScheduleGrid(r: {
  n: string;
  drawn: number;
  smooth: boolean;
  ours: { drawn: number[]; p95: number[]; missed: number[] };
  theirs: Record<GridPeerName, PeerRuns>;
  peakRssMiB: number;
  phasesNote: string;
}): void {
  const { n, drawn, smooth, ours, theirs, peakRssMiB, phasesNote } = r;
  for (const name of GRID_PEERS) {
    const peerDrawn = median(theirs[name].drawn);
    reportScenario({
      bench: 'schedule-grid',
      scenario:
        `Grid, ${n} reservations in a week: navigation → every reservation laid out, warm BFF, vs ${name} ` +
        `(Chromium, next start)`,
      unit: 'ms',
      ours: drawn,
      baseline: peerDrawn,
      baselineLabel: `${name}, same data`,
      target: '≤ 700 ms and ≤ 0.5 × baseline',
      met: drawn <= 700 && drawn <= 0.5 * peerDrawn,
      samples: { ours: ours.drawn, baseline: theirs[name].drawn },
      peakRssMiB,
      note: phasesNote,
    });
  }
  for (const name of GRID_PEERS) {
    reportScenario({
      bench: 'schedule-grid',
      scenario:
        `Grid, ${n} reservations in a week: p95 frame while scrolling diagonally (${FRAMES} frames), vs ` + `${name}`,
      unit: 'ms',
      ours: median(ours.p95),
      baseline: median(theirs[name].p95),
      baselineLabel: `${name}, same data`,
      target: `≤ 16.7 ms (one refresh at 60 Hz) in ${RUNS} of ${RUNS} runs`,
      met: smooth,
      samples: { ours: ours.p95, baseline: theirs[name].p95 },
      peakRssMiB,
      note:
        `our runs: ${ours.p95.map((p) => p.toFixed(1)).join(', ')} ms; frames of ${FRAMES} that missed a refresh: ` +
        `${ours.missed.join(', ')} (the p95 is the ${FRAMES - Math.floor(FRAMES * 0.95)}th slowest frame)`,
    });
  }
}
