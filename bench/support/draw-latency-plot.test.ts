import { describe, expect, it } from 'vitest';
import { drawLatencyPlot, niceTicks } from './draw-latency-plot';
import { xmlProblem } from './well-formed-xml';

const plot = (ours: number[] | undefined, baseline: number[] | undefined, title = 'Week answer, warm') =>
  drawLatencyPlot({
    title,
    unit: 'ms',
    series: [
      { label: 'ours', samples: ours },
      { label: 'the upstream pages', samples: baseline },
    ],
  });

/** The y-axis tick labels, bottom to top. */
const yTicks = (svg: string) =>
  [...svg.matchAll(/<text x="58" y="[\d.]+" text-anchor="end"[^>]*>([^<]+)<\/text>/g)].map((m) =>
    Number(m[1]!.replace(/,/g, '')),
  );
const polylines = (svg: string) =>
  [...svg.matchAll(/<polyline points="([^"]+)"/g)].map((m) =>
    m[1]!.split(' ').map((p) => p.split(',').map(Number) as [number, number]),
  );

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 × 10^k and covers the range', () => {
    expect(niceTicks(0, 93)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 1.3)).toEqual([0, 0.5, 1, 1.5]);
    expect(niceTicks(0, 0)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0, 0.0042)).toEqual([0, 0.001, 0.002, 0.003, 0.004, 0.005]);
  });
});

describe('drawLatencyPlot', () => {
  it('is a well-formed standalone SVG with a curve per series and the figures in the legend', () => {
    const svg = plot([10, 20, 30, 40, 50], [60, 70, 80]);
    expect(xmlProblem(svg)).toBeNull();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(polylines(svg)).toHaveLength(2);
    expect(svg).toContain('ours: n 5, p50 30, p95 48, max 50 ms');
    expect(svg).toContain('the upstream pages: n 3, p50 70, p95 79, max 80 ms');
  });

  it('scales the axis with the data: ten times the samples, ten times the top tick, the same drawing', () => {
    const small = plot([1, 2, 3, 9], undefined);
    const large = plot([10, 20, 30, 90], undefined);
    expect(yTicks(small).at(-1)).toBe(10);
    expect(yTicks(large).at(-1)).toBe(100);
    expect(polylines(large)).toEqual(polylines(small));
    // The highest sample is drawn near the top, the lowest near the bottom.
    const curve = polylines(large)[0]!;
    expect(curve.at(-1)![1]).toBeLessThan(curve[0]![1]);
  });

  it('scales to the highest sample of any series, not the last one given', () => {
    const svg = plot([400, 430, 500], [2, 3, 5]);
    expect(yTicks(svg).at(-1)).toBe(500);
    const [ours, baseline] = polylines(svg);
    // The baseline hugs the bottom, ours reaches the top tick.
    expect(Math.min(...ours!.map(([, y]) => y))).toBeLessThan(Math.min(...baseline!.map(([, y]) => y)));
  });

  it('wraps a long title onto a second line', () => {
    const svg = plot([1], undefined, `${'word '.repeat(30)}end`);
    expect([...svg.matchAll(/font-weight="600"/g)]).toHaveLength(2);
    expect(xmlProblem(svg)).toBeNull();
  });

  it('draws a single sample as a flat line across the plot', () => {
    const svg = plot([42], undefined);
    expect(xmlProblem(svg)).toBeNull();
    const [line] = polylines(svg);
    expect(line).toHaveLength(2);
    expect(line![0]![1]).toBe(line![1]![1]);
    expect(line![1]![0]).toBeGreaterThan(line![0]![0]);
    expect(svg).toContain('ours: n 1, p50 42,');
  });

  it('says so when there are no samples, for one series or all', () => {
    const one = plot([5, 6], []);
    expect(xmlProblem(one)).toBeNull();
    expect(polylines(one)).toHaveLength(1);
    expect(one).toContain('the upstream pages: no samples');
    const none = plot(undefined, []);
    expect(xmlProblem(none)).toBeNull();
    expect(polylines(none)).toHaveLength(0);
    expect(none).toContain('>no samples</text>');
  });

  it('escapes text and keeps a large sample set small', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => i);
    const svg = plot(many, undefined, 'A < B & "C"');
    expect(xmlProblem(svg)).toBeNull();
    expect(svg).toContain('A &lt; B &amp; &quot;C&quot;');
    expect(polylines(svg)[0]!.length).toBeLessThanOrEqual(201);
  });
});
