import { median } from './summarize-samples';

/**
 * The median phases of the grid's loads, from each load's fetch timings ([requested, answered, read, asked,
 * service read], ms after navigation) and the time every reservation was laid out.
 */
export function describeGridPhases(ours: { drawn: number[]; fetch: number[][] }): string {
  // Where each load's time went: the page's boot until it asked for the week, the request to its last byte, reading
  // the answer, then laying out, committing and painting until every reservation was laid out.
  // The request is the browser's preload when the page had one: it starts before the scripts have booted, so the
  // boot is counted to when the grid's query asked (and took the preload's answer), and reading from then or from
  // the last byte, whichever came later.
  const phases = ours.fetch.map(([requested, answered, read, asked], i) => ({
    boot: asked!,
    request: answered! - requested!,
    read: read! - Math.max(answered!, asked!),
    draw: ours.drawn[i]! - read!,
  }));
  // The request's share spent reading the service (the BFF's Server-Timing, its parsing and checking of each record
  // included): the architecture reads every range from the service, so that read stays on the critical path.
  return (
    `median phases: boot until the grid asks ${median(phases.map((p) => p.boot)).toFixed(0)} ms, the request ` +
    `(from ${median(ours.fetch.map((f) => f[0]!)).toFixed(0)} ms) ` +
    `${median(phases.map((p) => p.request)).toFixed(0)} ms (of which the BFF's read of the service's pages ` +
    `${median(ours.fetch.map((f) => f[4]!)).toFixed(0)} ms), reading the answer after both ` +
    `${median(phases.map((p) => p.read)).toFixed(0)} ms, layout + commit + paint ` +
    `${median(phases.map((p) => p.draw)).toFixed(0)} ms`
  );
}
