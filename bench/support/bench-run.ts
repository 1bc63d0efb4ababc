// The shape of one `npm run bench`: what bench/run.ts writes to latest.json and what the table and report read.
import type { ScenarioRow } from './parse-results';

export interface Machine {
  cpuModel: string;
  cpus: number;
  memoryGiB: number;
  node: string;
  /** 1-minute load average when the run started and when it ended. */
  loadStart: number;
  loadEnd: number | null;
  commit: string;
  /** The work tree had uncommitted changes: the figures are of the commit plus those. */
  dirty: boolean;
  /** ISO time the run started. */
  date: string;
}

export interface BenchFileRun {
  file: string;
  /** 'failed' when the file exited non-zero, reported no row, wrote a malformed row, or ran out of time. */
  status: 'ok' | 'failed';
  exitCode: number | null;
  durationMs: number;
  rows: number;
  error?: string;
}

export interface BenchRun {
  /**
   * 'full': every bench at full size (bench/results/); 'quick' or 'partial' (a name filter) go to
   * bench/results/partial/.
   */
  kind: 'full' | 'quick' | 'partial';
  quick: boolean;
  only: string[];
  machine: Machine;
  /** Time the production build check (and build, when stale) took before the first bench. */
  buildMs: number;
  wallMs: number;
  benches: BenchFileRun[];
  /** Every reported row, in the order the files ran, each with the file that reported it. */
  rows: RunRow[];
}

export type RunRow = ScenarioRow & { file: string };
