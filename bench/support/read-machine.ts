// The machine a run measured on, as the table's closing lines and latest.json give it: the figures mean little
// without the CPU, the memory, Node and how busy the machine was.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { Machine } from './bench-run';

const git = (args: string[]) => {
  try {
    return execFileSync('git', args, {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
};

/** At the start of a run; `loadEnd` is filled in when it ends. */
export function readMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown CPU',
    cpus: cpus.length,
    memoryGiB: os.totalmem() / 1024 ** 3,
    node: process.version,
    loadStart: os.loadavg()[0]!,
    loadEnd: null,
    commit: git(['rev-parse', '--short', 'HEAD']) ?? 'unknown',
    dirty: Boolean(git(['status', '--porcelain', '--untracked-files=no'])),
    date: new Date().toISOString(),
  };
}
