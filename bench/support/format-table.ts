// The block `npm run bench` prints at the end: the results table (scenario, ours, baseline, ratio, target, met or
// short, peak server RSS), how long each bench file took, and the machine it ran on.
import type { BenchRun, Machine } from './bench-run';
import { NUMERIC_COLUMNS, TABLE_HEADER, tableCells } from './table-cells';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function describeMachine(m: Machine): string {
  return (
    `${m.cpuModel} × ${m.cpus}, ${m.memoryGiB.toFixed(1)} GiB RAM, Node ${m.node}; 1-min load ` +
    `${m.loadStart.toFixed(2)} at start, ` +
    `${m.loadEnd === null ? 'n/a' : m.loadEnd.toFixed(2)} at end; commit ${m.commit}` +
    `${m.dirty ? ' (with uncommitted changes)' : ''}; ${m.date}`
  );
}

export function formatTable(run: BenchRun): string {
  const rows = [[...TABLE_HEADER], ...tableCells(run)];
  const widths = TABLE_HEADER.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, c) => (NUMERIC_COLUMNS.has(c) ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  const out = [line(rows[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)];
  if (rows.length === 1) out.push('(no rows)');

  const failed = run.benches.filter((b) => b.status === 'failed').length;
  const fileWidth = Math.max(0, ...run.benches.map((b) => b.file.length));
  out.push(
    '',
    `Bench files (${run.kind}${run.quick ? ', BENCH_QUICK=1' : ''}` +
      `${run.only.length ? `, matching ${run.only.join(' ')}` : ''}):`,
  );
  for (const b of run.benches) {
    out.push(
      `  ${b.file.padEnd(fileWidth)}  ${seconds(b.durationMs).padStart(8)}  ` +
        `${b.status === 'ok' ? `${b.rows} row${b.rows === 1 ? '' : 's'}` : `FAILED: ${b.error ?? 'unknown'}`}`,
    );
  }
  out.push(
    `  build check ${seconds(run.buildMs)}; total ${seconds(run.wallMs)}; ` +
      `${failed ? `${failed} bench file${failed === 1 ? '' : 's'} FAILED` : 'every bench file reported'}`,
  );
  out.push('', `Machine: ${describeMachine(run.machine)}`);
  return out.join('\n');
}
