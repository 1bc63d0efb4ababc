// Benchmark: listing 1000 reservations from a 200,000-reservation emulator store (target: median under 50 ms). The
// baseline, same emulator, same run: the same list while the store holds only the demo data, so the ratio is what
// the large store costs; the emulator's health call (the HTTP floor) is printed beside it. The Created/Updated
// or-filter the sync asks for (a full scan) is an informational row. No dashboard: the peak resident memory given is
// the emulator process's (/proc VmHWM), after the store was generated. With BENCH_QUICK=1 the store holds 50,000.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnEmulator } from '../emulator/testing/spawn-emulator';
import { readPeakRssMiB } from './support/read-peak-rss';
import { QUICK, reportScenario } from './support/report-scenario';

const PORT = 4115;
const STORE = QUICK ? 50_000 : 200_000;
const RUNS = QUICK ? 60 : 200;
const WARMUP = QUICK ? 10 : 20;
const DAY = 86_400_000;
const BENCH = 'emulator-list';

interface Timed {
  median: number;
  p95: number;
  records: number;
  samples: number[];
}

async function time(url: string, headers: Record<string, string>, runs: number): Promise<Timed> {
  const samples: number[] = [];
  let records = 0;
  for (let i = 0; i < WARMUP + runs; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const text = await res.text();
    const took = performance.now() - started;
    if (!res.ok) throw new Error(`${res.status} ${text.slice(0, 200)}`);
    if (i >= WARMUP) samples.push(took);
    if (i === 0 && text.startsWith('[')) records = (JSON.parse(text) as unknown[]).length;
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: sorted[Math.floor(runs / 2)]!, p95: sorted[Math.floor(runs * 0.95)]!, records, samples };
}

const fmt = (label: string, r: Timed) =>
  `${label.padEnd(58)} median ${r.median.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms` +
  `${r.records ? `   (${r.records} records)` : ''}`;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-bench-'));
  const emulator = await spawnEmulator({ port: PORT, dataDir, args: ['--reset'], env: { EMULATOR_WEBHOOK_URL: '' } });
  try {
    const base = emulator.url;
    const tokenRes = await fetch(`${base}/v1/demo/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'api', password: 'api-password' }),
    });
    const { token } = (await tokenRes.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const today = Math.floor(Date.now() / DAY) * DAY;
    const slice = (from: number, to: number) => {
      const params = new URLSearchParams({
        $filter: `StartUtc ge ${new Date(from).toISOString()} and StartUtc lt ${new Date(to).toISOString()}`,
        $orderby: 'StartUtc asc,Id asc',
        $top: '1000',
      });
      return `${base}/v3/demo/Reservations?${params}`;
    };
    const incremental = `${base}/v3/demo/Reservations?${new URLSearchParams({
      $filter:
        `(Created ge ${new Date(today - 2 * DAY).toISOString()} and Created lt ` +
        `${new Date(today + DAY).toISOString()}) or (Updated ge ${new Date(today - 2 * DAY).toISOString()} and ` +
        `Updated lt ${new Date(today + DAY).toISOString()})`,
      $orderby: 'Id asc',
      $top: '1000',
    })}`;

    const health = await time(`${base}/_emulator/health`, {}, RUNS);
    const small = await time(slice(today - 14 * DAY, today + 21 * DAY), auth, RUNS);
    const { reservations: demoSize, pid } = (await (await fetch(`${base}/_emulator/health`)).json()) as {
      reservations: number;
      pid: number;
    };
    if (small.records !== 1000)
      throw new Error(
        `the baseline list returned ${small.records} records, not 1000: the demo store is too small to compare ` +
          `like with like`,
      );

    const started = performance.now();
    const gen = (await (
      await fetch(`${base}/_emulator/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ count: STORE }),
      })
    ).json()) as { reservations: number };
    const genSeconds = (performance.now() - started) / 1000;

    const big = await time(slice(today, today + 7 * DAY), auth, RUNS);
    const bigIncremental = await time(incremental, auth, RUNS);
    const peak = readPeakRssMiB(pid);

    console.log(
      `node ${process.version}, ${os.cpus().length} cores, ${RUNS} sequential calls after ${WARMUP} warm-up calls each`,
    );
    console.log(fmt('floor: GET /_emulator/health', health));
    console.log(fmt(`baseline: list 1000 of ${demoSize} (demo store), StartUtc slice`, small));
    console.log(
      `generated ${STORE.toLocaleString('en-US')} reservations in ${genSeconds.toFixed(1)} s (store now ` +
        `${gen.reservations}); emulator peak RSS ${peak.toFixed(0)} MiB`,
    );
    console.log(fmt(`list 1000 of ${gen.reservations}, StartUtc slice + orderby (target < 50 ms)`, big));
    console.log(fmt(`list 1000 of ${gen.reservations}, Created/Updated or-filter (full scan)`, bigIncremental));
    if (big.records !== 1000) throw new Error(`the slice returned ${big.records} records, not 1000`);

    const store = gen.reservations.toLocaleString('en-US');
    reportScenario({
      bench: BENCH,
      scenario: `Emulator: list 1000 of ${store} reservations, StartUtc slice + orderby (peak RSS: the emulator)`,
      unit: 'ms',
      ours: big.median,
      baseline: small.median,
      baselineLabel: `same list, demo store of ${demoSize.toLocaleString('en-US')}`,
      target: '≤ 50 ms median',
      met: big.median <= 50,
      samples: { ours: big.samples, baseline: small.samples },
      peakRssMiB: peak,
      note:
        `HTTP floor (GET /_emulator/health) median ${health.median.toFixed(2)} ms; ${RUNS} calls after ${WARMUP} ` +
        `warm-up.`,
    });
    reportScenario({
      bench: BENCH,
      scenario: `Emulator: list 1000 of ${store} by Created/Updated or-filter, full scan (peak RSS: the emulator)`,
      unit: 'ms',
      ours: bigIncremental.median,
      baseline: small.median,
      baselineLabel: `slice list, demo store of ${demoSize.toLocaleString('en-US')}`,
      target: 'none (what the sync asks)',
      met: true,
      informational: true,
      samples: { ours: bigIncremental.samples, baseline: small.samples },
      peakRssMiB: peak,
    });
  } finally {
    await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
