// bench/results/report.md and its plots from one run: the machine, the results table (the same cells as the printed
// one, for docs/performance.md to quote), how long each bench file took, and for every row with
// samples a percentile plot of ours against its baseline with the figures beside it.
import type { BenchRun, RunRow } from './bench-run';
import { drawLatencyPlot } from './draw-latency-plot';
import { formatFigure } from './format-figure';
import { describeMachine } from './format-table';
import { summarizeSamples } from './summarize-samples';
import { TABLE_HEADER, benchName, tableCells } from './table-cells';

export interface RenderedReport {
  markdown: string;
  /** SVG files to write beside the report; `file` is a bare name the Markdown links to. */
  plots: { file: string; svg: string }[];
}

const cell = (s: string) => s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n/g, ' ');
const markdownTable = (header: readonly string[], rows: string[][]) =>
  [
    `| ${header.map(cell).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');

const hasSamples = (row: RunRow) => Boolean(row.samples?.ours?.length || row.samples?.baseline?.length);

export function renderReport(run: BenchRun): RenderedReport {
  const { machine } = run;
  const flags = [...(run.quick || run.only.length ? ['--'] : []), ...(run.quick ? ['--quick'] : []), ...run.only];
  const command = ['npm run bench', ...flags].join(' ');
  const lines: string[] = [
    '# Slotboard benchmarks',
    '',
    `Written by \`${command}\` on ${machine.date}, ` +
      `commit ${machine.commit}${machine.dirty ? ' with uncommitted changes' : ''}. ` +
      (run.kind === 'full'
        ? 'Every bench at full size.'
        : run.kind === 'quick'
          ? 'Quick run (BENCH_QUICK=1): every bench on smaller data, not the figures to quote.'
          : `Partial run: only the bench files matching ${run.only.join(', ')}.`),
    '',
    `Machine: ${describeMachine(machine)}.`,
    '',
    '## Results',
    '',
    'Ratio is ours ÷ baseline, each measured in the same run on the same data. Peak RSS is the dashboard ' +
      "server's resident memory during the scenario unless the scenario names another process.",
    '',
    markdownTable(TABLE_HEADER, tableCells(run)),
    '',
    '## Bench files',
    '',
    markdownTable(
      ['File', 'Took', 'Rows', 'Status'],
      run.benches.map((b) => [
        b.file,
        `${(b.durationMs / 1000).toFixed(1)} s`,
        String(b.rows),
        b.status === 'ok' ? 'ok' : `failed: ${b.error ?? 'unknown'}`,
      ]),
    ),
    '',
    `Build check ${(run.buildMs / 1000).toFixed(1)} s; whole run ${(run.wallMs / 1000).toFixed(1)} s.`,
  ];

  const notes = run.rows.filter((r) => r.note);
  if (notes.length) lines.push('', '## Notes', '', ...notes.map((r) => `- ${r.scenario}: ${r.note}`));

  const plots: RenderedReport['plots'] = [];
  const plotted = run.rows.filter(hasSamples);
  if (plotted.length)
    lines.push(
      '',
      '## Distributions',
      '',
      'Each plot shows every sample of a scenario by percentile: lower is faster, the right end is the tail.',
    );
  for (const row of plotted) {
    // Named by the bench and the row's place among its rows, not by the scenario's words (which carry the data's
    // size): a plot keeps its name from run to run, so a committed report changes only where its figures do.
    const file = `${benchName(row.file)}-${run.rows.filter((r) => r.file === row.file).indexOf(row) + 1}.svg`;
    const series = [
      { label: 'ours', samples: row.samples?.ours },
      { label: row.baselineLabel || 'baseline', samples: row.samples?.baseline },
    ];
    plots.push({ file, svg: drawLatencyPlot({ title: row.scenario, unit: row.unit, series }) });
    const stats = series.map((s) => {
      const sum = summarizeSamples(s.samples);
      return [
        s.label,
        ...(sum
          ? [String(sum.n), ...[sum.min, sum.p50, sum.p95, sum.p99, sum.max].map(formatFigure)]
          : ['0', '–', '–', '–', '–', '–']),
      ];
    });
    lines.push(
      '',
      `### ${row.scenario}`,
      '',
      `![${cell(row.scenario)}](${file})`,
      '',
      markdownTable(['', 'n', `min ${row.unit}`, 'p50', 'p95', 'p99', 'max'], stats),
    );
  }
  return { markdown: lines.join('\n') + '\n', plots };
}
