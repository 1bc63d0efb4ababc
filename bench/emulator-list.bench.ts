// Benchmark: listing 1000 reservations from a 200,000-reservation emulator store (target: median under 50 ms), with baselines.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnEmulator } from '../emulator/testing/spawn-emulator';

const PORT = 4115;
const RUNS = 200;
const WARMUP = 20;
const DAY = 86_400_000;

async function time(url: string, headers: Record<string, string>, runs: number): Promise<{ median: number; p95: number; records: number }> {
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
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(runs / 2)]!, p95: samples[Math.floor(runs * 0.95)]!, records };
}

const fmt = (label: string, r: { median: number; p95: number; records: number }) =>
  `${label.padEnd(58)} median ${r.median.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms${r.records ? `   (${r.records} records)` : ''}`;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-bench-'));
  const emulator = await spawnEmulator({ port: PORT, dataDir, args: ['--reset'], env: { EMULATOR_WEBHOOK_URL: '' } });
  try {
    const base = emulator.url;
    const tokenRes = await fetch(`${base}/v1/demo/Token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'api', password: 'api-password' }) });
    const { token } = (await tokenRes.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    const today = Math.floor(Date.now() / DAY) * DAY;
    const slice = (from: number, to: number) =>
      `${base}/v3/demo/Reservations?${new URLSearchParams({ $filter: `StartUtc ge ${new Date(from).toISOString()} and StartUtc lt ${new Date(to).toISOString()}`, $orderby: 'StartUtc asc,Id asc', $top: '1000' })}`;
    const incremental = `${base}/v3/demo/Reservations?${new URLSearchParams({
      $filter: `(Created ge ${new Date(today - 2 * DAY).toISOString()} and Created lt ${new Date(today + DAY).toISOString()}) or (Updated ge ${new Date(today - 2 * DAY).toISOString()} and Updated lt ${new Date(today + DAY).toISOString()})`,
      $orderby: 'Id asc',
      $top: '1000',
    })}`;

    const health = await time(`${base}/_emulator/health`, {}, RUNS);
    const small = await time(slice(today - 14 * DAY, today + 21 * DAY), auth, RUNS);
    const demoSize = ((await (await fetch(`${base}/_emulator/health`)).json()) as { reservations: number }).reservations;

    const started = performance.now();
    const gen = (await (await fetch(`${base}/_emulator/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: 200_000 }) })).json()) as { reservations: number };
    const genSeconds = (performance.now() - started) / 1000;

    const big = await time(slice(today, today + 7 * DAY), auth, RUNS);
    const bigIncremental = await time(incremental, auth, RUNS);

    console.log(`node ${process.version}, ${os.cpus().length} cores, ${RUNS} sequential calls after ${WARMUP} warm-up calls each`);
    console.log(fmt('baseline: GET /_emulator/health', health));
    console.log(fmt(`baseline: list 1000 of ${demoSize} (demo store), StartUtc slice`, small));
    console.log(`generated 200,000 reservations in ${genSeconds.toFixed(1)} s (store now ${gen.reservations})`);
    console.log(fmt(`list 1000 of ${gen.reservations}, StartUtc slice + orderby (target < 50 ms)`, big));
    console.log(fmt(`list 1000 of ${gen.reservations}, Created/Updated or-filter (full scan)`, bigIncremental));
    if (big.records !== 1000) console.log(`warning: the slice returned ${big.records} records, not 1000`);
  } finally {
    await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
