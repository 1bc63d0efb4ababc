// Redraws the measured part of docs/performance.md, between its two marker comments, from the newest full bench run
// (bench/results/latest.json, which only a full `npm run bench` writes); scripts/draw-performance.test.ts fails while
// the committed part differs. Usage: npm run docs:performance
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { BenchRun } from '../bench/support/bench-run';
import { describeMachine } from '../bench/support/format-table';
import { scenarioRowSchema } from '../bench/support/parse-results';
import { tableCells } from '../bench/support/table-cells';

export const root = path.resolve(import.meta.dirname, '..');
export const DOC_FILE = path.join(root, 'docs/performance.md');
export const RUN_FILE = path.join(root, 'bench/results/latest.json');

export const BEGIN_MARK = '<!-- begin: drawn by `npm run docs:performance` from bench/results/latest.json -->';
export const END_MARK = '<!-- end: drawn by `npm run docs:performance` -->';

// Only what the drawing reads is checked; the rows with the schema the bench runner itself reads them back with.
const runSchema = z.object({
  kind: z.enum(['full', 'quick', 'partial']),
  wallMs: z.number(),
  machine: z.object({
    cpuModel: z.string(),
    cpus: z.number(),
    memoryGiB: z.number(),
    node: z.string(),
    loadStart: z.number(),
    loadEnd: z.number().nullable(),
    commit: z.string(),
    dirty: z.boolean(),
    date: z.string(),
  }),
  benches: z.array(
    z.object({
      file: z.string(),
      status: z.enum(['ok', 'failed']),
      rows: z.number(),
      error: z.string().optional(),
    }),
  ),
  rows: z.array(scenarioRowSchema.extend({ file: z.string() })),
});

/** The run in `text` (a latest.json); throws, naming `source`, for anything but a full run. */
export function parseFullRun(text: string, source: string): BenchRun {
  const parsed = runSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${source}: not a bench run (${parsed.error.issues[0]?.message})`);
  if (parsed.data.kind !== 'full')
    throw new Error(`${source}: a ${parsed.data.kind} run; the doc quotes only a full run (npm run bench)`);
  return parsed.data as BenchRun;
}

export const readFullRun = (file = RUN_FILE) => parseFullRun(readFileSync(file, 'utf8'), path.relative(root, file));

const cell = (s: string) => s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n/g, ' ');
const tableLine = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;

const HEADER = ['Bench', 'Scenario', 'Target', 'Ours', 'Baseline or peer, same run', 'Ratio', 'Result'] as const;

/** The generated part, the marker comments included: the run, then one line per reported row and per failed file. */
export function drawPerformance(run: BenchRun): string {
  // tableCells: bench, scenario, ours, baseline, ratio, target, result, peak RSS (the RSS stays in report.md).
  const rows = tableCells(run).map(([bench, scenario, ours, baseline, ratio, target, result]) => [
    bench!,
    scenario!,
    target!,
    ours!,
    baseline!,
    ratio!,
    result === 'SHORT' ? '**short**' : result!,
  ]);
  const count = (result: string) => rows.filter((r) => r[6] === result).length;
  const [met, short, info] = [count('met'), count('**short**'), count('info')];
  const failed = rows.length - met - short - info;
  return [
    BEGIN_MARK,
    '',
    // One clause a line, so the doc's prose stays within its width.
    `Newest full run, ${Math.round(run.wallMs / 60_000)} min: ${describeMachine(run.machine).replaceAll('; ', ';\n')}.`,
    `${rows.length} rows: ${met} met, ${short} short, ${info} for information${failed ? `, ${failed} failed` : ''}.`,
    '',
    tableLine(HEADER),
    tableLine(HEADER.map(() => '---')),
    ...rows.map(tableLine),
    '',
    END_MARK,
  ].join('\n');
}

/** `doc` with its generated part replaced by `drawn`; throws when the markers are missing or out of order. */
export function replaceDrawnPart(doc: string, drawn: string): string {
  const begin = doc.indexOf(BEGIN_MARK);
  const end = doc.indexOf(END_MARK);
  if (begin < 0 || end < begin) throw new Error(`docs/performance.md: no "${BEGIN_MARK}" … "${END_MARK}" part`);
  return doc.slice(0, begin) + drawn + doc.slice(end + END_MARK.length);
}

/** The generated part as committed in `doc`, or null when the markers are missing. */
export function findDrawnPart(doc: string): string | null {
  const begin = doc.indexOf(BEGIN_MARK);
  const end = doc.indexOf(END_MARK);
  return begin < 0 || end < begin ? null : doc.slice(begin, end + END_MARK.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = readFileSync(DOC_FILE, 'utf8');
  const next = replaceDrawnPart(text, drawPerformance(readFullRun()));
  writeFileSync(DOC_FILE, next);
  console.log(next === text ? 'docs/performance.md: the tables were current' : 'docs/performance.md: tables redrawn');
}
