// A percentile plot of one scenario's samples, ours beside its baseline, as a standalone SVG written by hand (no
// plotting package): x is the percentile (0–100), y the sample value from 0 (or the lowest negative sample) to a
// round figure above the highest, so a curve that sits lower is faster everywhere and the tail shows at the right.
import { percentile, summarizeSamples } from './summarize-samples';
import { formatFigure } from './format-figure';

export interface PlotSeries {
  label: string;
  samples: readonly number[] | undefined;
}

export interface LatencyPlot {
  title: string;
  unit: string;
  series: PlotSeries[];
}

const WIDTH = 640;
const PLOT = { left: 64, right: 20, top: 56, bottom: 48 };
/** Characters of the 14 px title that fit across; a longer title wraps onto a second line. */
const TITLE_CHARS = 84;
const PLOT_HEIGHT = 220;
const LEGEND_LINE = 18;
const COLOURS = ['#2563eb', '#d97706', '#059669', '#dc2626'];
/** A curve gets at most this many points: enough to look smooth, few enough to keep the file small. */
const MAX_POINTS = 201;

export const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const n2 = (x: number) => Number(x.toFixed(2));

/** Ticks at 1, 2 or 5 × 10^k covering [low, high] with about five steps. */
export function niceTicks(low: number, high: number): number[] {
  const span = high - low || Math.abs(high) || 1;
  const raw = span / 5;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const first = Math.floor(low / step) * step;
  // A range of one value (all samples equal, or all zero) still gets an axis above it.
  const top = high > low ? high : low + span;
  const ticks: number[] = [];
  for (let i = 0; first + i * step < top + step * 0.999; i++) ticks.push(Number((first + i * step).toPrecision(12)));
  return ticks;
}

/** Two lines at most, broken between words; the second ends in '…' when the title is longer still. */
function wrap(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const cut = text.lastIndexOf(' ', width);
  const at = cut > width / 2 ? cut : width;
  const rest = text.slice(at).trim();
  return [text.slice(0, at).trimEnd(), rest.length > width ? `${rest.slice(0, width - 1).trimEnd()}…` : rest];
}

export function drawLatencyPlot(plot: LatencyPlot): string {
  const series = plot.series.map((s, i) => ({
    ...s,
    colour: COLOURS[i % COLOURS.length]!,
    sorted: (s.samples ?? [])
      .filter(Number.isFinite)
      .slice()
      .sort((a, b) => a - b),
  }));
  const all = series.flatMap((s) => s.sorted);
  const [low, high] = [Math.min(...all), Math.max(...all)];
  const height = PLOT.top + PLOT_HEIGHT + PLOT.bottom + 8 + LEGEND_LINE * series.length;
  const right = WIDTH - PLOT.right;
  const bottom = PLOT.top + PLOT_HEIGHT;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}` +
      `" font-family="system-ui, sans-serif" font-size="12">`,
    `<title>${escapeXml(plot.title)}</title>`,
    `<rect x="0" y="0" width="${WIDTH}" height="${height}" fill="#ffffff"/>`,
    ...wrap(plot.title, TITLE_CHARS).map(
      (line, i) =>
        `<text x="16" y="${22 + 18 * i}" font-size="14" font-weight="600" fill="#111827">${escapeXml(line)}</text>`,
    ),
  ];

  if (all.length === 0) {
    parts.push(
      `<text x="${WIDTH / 2}" y="${PLOT.top + PLOT_HEIGHT / 2}" text-anchor="middle" fill="#6b7280">no samples</text>`,
    );
  } else {
    const ticks = niceTicks(Math.min(0, low), high);
    const [yLow, yHigh] = [ticks[0]!, ticks.at(-1)!];
    const x = (p: number) => n2(PLOT.left + (p / 100) * (right - PLOT.left));
    const y = (v: number) => n2(bottom - ((v - yLow) / (yHigh - yLow)) * PLOT_HEIGHT);
    for (const t of ticks) {
      parts.push(`<line x1="${PLOT.left}" y1="${y(t)}" x2="${right}" y2="${y(t)}" stroke="#e5e7eb"/>`);
      parts.push(
        `<text x="${PLOT.left - 6}" y="${y(t) + 4}" text-anchor="end" fill="#374151">` +
          `${escapeXml(formatFigure(t))}</text>`,
      );
    }
    for (const p of [0, 25, 50, 75, 100]) {
      parts.push(`<line x1="${x(p)}" y1="${bottom}" x2="${x(p)}" y2="${bottom + 4}" stroke="#6b7280"/>`);
      parts.push(`<text x="${x(p)}" y="${bottom + 17}" text-anchor="middle" fill="#374151">p${p}</text>`);
    }
    parts.push(`<line x1="${PLOT.left}" y1="${bottom}" x2="${right}" y2="${bottom}" stroke="#6b7280"/>`);
    parts.push(`<line x1="${PLOT.left}" y1="${PLOT.top}" x2="${PLOT.left}" y2="${bottom}" stroke="#6b7280"/>`);
    parts.push(
      `<text x="${(PLOT.left + right) / 2}" y="${bottom + 34}" text-anchor="middle" fill="#374151">percentile of ` +
        `samples</text>`,
    );
    parts.push(
      `<text transform="translate(16 ${PLOT.top + PLOT_HEIGHT / 2}) rotate(-90)" text-anchor="middle" ` +
        `fill="#374151">${escapeXml(plot.unit)}</text>`,
    );
    for (const s of series) {
      if (s.sorted.length === 0) continue;
      // One sample is every percentile of itself: a flat line across the plot with its point at the median.
      const count = s.sorted.length === 1 ? 2 : Math.min(s.sorted.length, MAX_POINTS);
      const points = Array.from({ length: count }, (_, i) => {
        const p = (i / (count - 1)) * 100;
        return `${x(p)},${y(percentile(s.sorted, p))}`;
      });
      parts.push(`<polyline points="${points.join(' ')}" fill="none" stroke="${s.colour}" stroke-width="2"/>`);
      parts.push(`<circle cx="${x(50)}" cy="${y(percentile(s.sorted, 50))}" r="3.5" fill="${s.colour}"/>`);
    }
  }

  series.forEach((s, i) => {
    const top = bottom + PLOT.bottom + 12 + i * LEGEND_LINE;
    const summary = summarizeSamples(s.sorted);
    const text = summary
      ? `${s.label}: n ${summary.n}, p50 ${formatFigure(summary.p50)}, p95 ${formatFigure(summary.p95)}, max ` +
        `${formatFigure(summary.max)} ${plot.unit}`
      : `${s.label}: no samples`;
    parts.push(`<rect x="${PLOT.left}" y="${top - 9}" width="14" height="4" fill="${s.colour}"/>`);
    parts.push(`<text x="${PLOT.left + 20}" y="${top - 3}" fill="#111827">${escapeXml(text)}</text>`);
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}
