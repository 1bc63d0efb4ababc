import { readFileSync } from 'node:fs';

/** A process's peak resident memory since it started or its mark was last reset, MiB (/proc/<pid>/status VmHWM). */
export function readPeakRssMiB(pid: number): number {
  return Number(/^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;
}
