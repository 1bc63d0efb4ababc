import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The pid of the process listening on `port` on this machine: the suite's `next start` server. */
export function pidListeningOn(port: number): number {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) throw new Error(`no process of this user listens on port ${port} (ss said: ${JSON.stringify(out.trim())})`);
  return Number(pid);
}

/** Resident memory of a process, in bytes (/proc/<pid>/status, VmRSS). */
export function residentBytes(pid: number): number {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kib) throw new Error(`/proc/${pid}/status names no VmRSS: is the process gone?`);
  return Number(kib) * 1024;
}
