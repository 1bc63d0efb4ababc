// Benchmark: upstream calls and wall time to fetch a 20,000+ reservation slice with the client's continuation
// paging (target: calls ≤ 1.1 × ceil(N/1000)), side by side with spec §4.2 pattern 3 (halving) on the same data.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const PORT = 4119;
const GENERATE = 20_000;
const PAGE = 1000;
const PARALLEL = 4;
const RUNS = 3;
const DAY = 86_400_000;

// lib/upstream is server-only; outside Next.js that import resolves only under the react-server condition.
const underReactServer = process.execArgv.some((a) => a.includes('react-server'));
if (!underReactServer) {
  const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', __filename], { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

/** Spec §4.2 pattern 3, the baseline: a full page means "maybe more", so halve the range and fetch both halves. */
async function fetchByHalving(base: string, token: string, from: number, to: number): Promise<{ calls: number; ids: Set<string> }> {
  let calls = 0;
  const ids = new Set<string>();
  let running = 0;
  const queue: (() => void)[] = [];
  const limited = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (running >= PARALLEL) await new Promise<void>((r) => queue.push(r));
    running += 1;
    try {
      return await fn();
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  };
  const fetchRange = async (a: number, b: number): Promise<void> => {
    const qs = new URLSearchParams({ $filter: `StartUtc ge ${new Date(a).toISOString()} and StartUtc lt ${new Date(b).toISOString()}`, $orderby: 'StartUtc asc,Id asc', $top: String(PAGE) });
    const rows = await limited(async () => {
      calls += 1;
      const res = await fetch(`${base}/v3/demo/Reservations?${qs.toString().replace(/\+/g, '%20')}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
      return (await res.json()) as { Id: string }[];
    });
    if (rows.length < PAGE) {
      for (const r of rows) ids.add(r.Id);
      return;
    }
    const mid = a + Math.floor((b - a) / 2);
    await Promise.all([fetchRange(a, mid), fetchRange(mid, b)]);
  };
  await fetchRange(from, to);
  return { calls, ids };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const { spawnEmulator } = await import('../emulator/testing/spawn-emulator');
  const { createUpstreamClient } = await import('../lib/upstream');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-bench-upstream-'));
  const emulator = await spawnEmulator({ port: PORT, dataDir, args: ['--reset'], env: { EMULATOR_WEBHOOK_URL: '' } });
  try {
    const base = emulator.url;
    await fetch(`${base}/_emulator/generate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: GENERATE, seed: 11 }) });
    const tokenRes = await fetch(`${base}/v1/demo/Token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'api', password: 'api-password' }) });
    const { token } = (await tokenRes.json()) as { token: string };
    const today = Math.floor(Date.now() / DAY) * DAY;
    // The demo site has 16 ramps, so 20,000 reservations cannot fit in one week; the slice covers all of them.
    const from = today - 90 * DAY;
    const to = today + 90 * DAY;

    const ours: { calls: number; ms: number; n: number }[] = [];
    const halving: { calls: number; ms: number; n: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      let calls = 0;
      const client = createUpstreamClient(
        { baseUrl: base, tenant: 'demo', authMethod: 'bearer', username: 'api', password: 'api-password' },
        { maxParallel: PARALLEL, onCall: (c) => void (c.path.endsWith('/Reservations') && (calls += 1)) },
      );
      await client.ping(); // token outside the measurement
      let started = performance.now();
      const got = await client.listReservationsInRange({ from: new Date(from), to: new Date(to) });
      ours.push({ calls, ms: performance.now() - started, n: got.length });

      started = performance.now();
      const base2 = await fetchByHalving(base, token, from, to);
      halving.push({ calls: base2.calls, ms: performance.now() - started, n: base2.ids.size });
    }
    const n = ours[0]!.n;
    const floor = Math.ceil(n / PAGE);
    const target = Math.floor(1.1 * floor);
    const line = (label: string, r: typeof ours) =>
      `${label.padEnd(44)} calls ${String(r[0]!.calls).padStart(4)}   wall median ${median(r.map((x) => x.ms)).toFixed(0).padStart(6)} ms   (${r[0]!.n} reservations)`;
    console.log(`slice: ${new Date(from).toISOString().slice(0, 10)} – ${new Date(to).toISOString().slice(0, 10)}, ${n} reservations, page cap ${PAGE}, parallel ${PARALLEL}, ${RUNS} runs`);
    console.log(line('client: continue from last StartUtc', ours));
    console.log(line('baseline: halving (spec §4.2 pattern 3)', halving));
    console.log(`target: calls ≤ 1.1 × ceil(${n}/${PAGE}) = ${target}; client ${ours[0]!.calls <= target ? 'meets' : 'MISSES'} it; halving makes ${(halving[0]!.calls / ours[0]!.calls).toFixed(1)}× the calls`);
    if (halving[0]!.n !== n) console.log(`note: halving returned ${halving[0]!.n} reservations, the client ${n}`);
  } finally {
    await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (underReactServer) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
