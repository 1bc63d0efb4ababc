// What `npm run test:load` prints at the end: one row per scenario, then PASS or FAIL per scenario with every failed
// check and the first ids it concerns, the scenario's notes, and the machine.
import { describeMachine } from '../../bench/support/format-table';
import type { Machine } from '../../bench/support/bench-run';
import type { ScenarioResult } from './run-busy-morning';

const HEADER = [
  'scenario',
  's',
  'events sent',
  'unique',
  'processed',
  'processed twice',
  'lost',
  'mirror diffs',
  'writes ok/failed/twice',
  'p95 live ms',
  'peak RSS MiB',
  'RSS start → end MiB',
];
const SHOWN_IDS = 10;

const mib = (x: number) => (Number.isFinite(x) ? x.toFixed(0) : 'n/a');

function cells(r: ScenarioResult): string[] {
  const f = r.figures;
  const dash = '–';
  return [
    r.name,
    r.seconds.toFixed(0),
    f ? String(f.eventsSent) : dash,
    f ? String(f.unique) : dash,
    f ? String(f.processed) : dash,
    f ? String(f.processedTwice) : dash,
    f ? String(f.lost) : dash,
    f ? String(f.mirrorDifferences) : dash,
    f ? `${f.writes.ok}/${f.writes.failed}/${f.writes.appliedTwice}` : dash,
    f?.p95LatencyMs != null ? f.p95LatencyMs.toFixed(0) : dash,
    r.instances.map((i) => mib(i.peakMiB)).join(' / '),
    r.instances.map((i) => `${mib(i.startMiB)} → ${mib(i.endMiB)}`).join(' / '),
  ];
}

export function formatReport(results: ScenarioResult[], machine: Machine, wallMs: number): string {
  const rows = [HEADER, ...results.map(cells)];
  const widths = HEADER.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  const out = [line(HEADER), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line), ''];
  for (const r of results) {
    out.push(`${r.failures.length ? 'FAIL' : 'PASS'} ${r.name}`);
    for (const f of r.failures) {
      out.push(`  ✗ ${f.check}`);
      for (const id of f.ids.slice(0, SHOWN_IDS)) out.push(`      ${id.split('\n').slice(0, 6).join('\n      ')}`);
      if (f.ids.length > SHOWN_IDS) out.push(`      … and ${f.ids.length - SHOWN_IDS} more`);
    }
    for (const note of r.notes) out.push(`  · ${note}`);
  }
  out.push(
    '',
    `total ${(wallMs / 1000).toFixed(1)} s; per instance figures are listed instance by instance (ports 3601 / 3602)`,
    `Machine: ${describeMachine(machine)}`,
  );
  return out.join('\n');
}
