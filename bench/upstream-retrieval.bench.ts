// Benchmark: upstream calls and wall time to fetch a 20,000-reservation week with the client's continuation
// paging (target: calls ≤ 1.1 × ceil(N/1000)), side by side with spec §4.2 pattern 3 (halving) on the same data in the
// same run, both with the same parallelism. The wall time is an informational row (it has no target).
// The BFF's answer for such a week (GET /api/reservations) is measured by bench/week-answer.bench.ts, no
// longer here. No dashboard, so no peak RSS. With BENCH_QUICK=1 each method runs 3 times instead of 7 (the data
// stays: a smaller week would change what the calls target measures, and this one is quick to read).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { QUICK, reportScenario } from './support/report-scenario';
import { median } from './support/summarize-samples';
import { benchWeek, postJson } from './support/start-dashboard';

const PORT = 4119;
const N = 20_000;
const PAGE = 1000;
const PARALLEL = 4;
const RUNS = QUICK ? 3 : 7;
/**
 * Ramps for one week: a Brno ramp is open 7 × 16 h, and slots of 30–90 min (Truck 30 × 1–3, Pallet 5 × 6–18,
 * Container 45 × 1–2; about an hour on average) packed back to back give about 110 a week, so 20,000 need about 180
 * ramps with the demo site's 16 (260 hold about 28,500). Topped up below if the week still falls short.
 */
const RAMPS = 260;

// lib/upstream is server-only; outside Next.js that import resolves only under the react-server condition.
const underReactServer = process.execArgv.some((a) => a.includes('react-server'));
if (!underReactServer) {
  const child = spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', __filename], {
    stdio: 'inherit',
  });
  process.exit(child.status ?? 1);
}

/** Spec §4.2 pattern 3, the baseline: a full page means "maybe more", so halve the range and fetch both halves. */
async function fetchByHalving(
  base: string,
  token: string,
  from: number,
  to: number,
): Promise<{ calls: number; ids: Set<string> }> {
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
    const qs = new URLSearchParams({
      $filter: `StartUtc ge ${new Date(a).toISOString()} and StartUtc lt ${new Date(b).toISOString()}`,
      $orderby: 'StartUtc asc,Id asc',
      $top: String(PAGE),
    });
    const rows = await limited(async () => {
      calls += 1;
      const res = await fetch(`${base}/v3/demo/Reservations?${qs.toString().replace(/\+/g, '%20')}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
      return (await res.json()) as { Id: string }[];
    });
    if (rows.length < PAGE) {
      for (const r of rows) ids.add(r.Id);
      return;
    }
    // 1000 or more at one instant cannot be split by time: the pattern has no answer for it.
    if (b - a <= 1) throw new Error(`halving: ${PAGE}+ reservations start at ${new Date(a).toISOString()}`);
    const mid = a + Math.floor((b - a) / 2);
    await Promise.all([fetchRange(a, mid), fetchRange(mid, b)]);
  };
  await fetchRange(from, to);
  return { calls, ids };
}

const ms = (x: number) => `${x.toFixed(0)} ms`;
const BENCH = 'upstream-retrieval';

async function main() {
  const { spawnEmulator } = await import('../emulator/testing/spawn-emulator');
  const { createUpstreamClient } = await import('../lib/upstream');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-bench-upstream-'));
  const emulator = await spawnEmulator({ port: PORT, dataDir, args: ['--reset'], env: { EMULATOR_WEBHOOK_URL: '' } });
  try {
    const base = emulator.url;
    const { from, to } = benchWeek();
    const week = { from: new Date(from).toISOString(), to: new Date(to).toISOString() };

    // 20,000 into the week; with more ramps if the first ask does not fit them all.
    let added = 0;
    let ramps = 0;
    const genStarted = performance.now();
    for (let attempt = 0; added < N && attempt < 5; attempt++) {
      const gen = await postJson<{ added: number; ramps: number }>(`${base}/_emulator/generate`, {
        count: N - added,
        seed: 11 + attempt,
        ramps: RAMPS + 40 * attempt,
        ...week,
      });
      added += gen.added;
      ramps = gen.ramps;
    }
    const genMs = performance.now() - genStarted;
    const { token } = await postJson<{ token: string }>(`${base}/v1/demo/Token`, {
      username: 'api',
      password: 'api-password',
    });
    const filter = encodeURIComponent(`StartUtc ge ${week.from} and StartUtc lt ${week.to}`);
    const countRes = await fetch(`${base}/odata/v1/demo/Reservation/$count?$filter=${filter}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const inSlice = Number(await countRes.text());
    console.log(
      `week ${week.from} – ${week.to}: generated ${added} on ${ramps} ramps in ${ms(genMs)}; emulator holds ` +
        `${inSlice} reservations in the slice`,
    );

    const ours: { calls: number; ms: number; n: number }[] = [];
    const halving: { calls: number; ms: number; n: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      let calls = 0;
      const client = createUpstreamClient(
        {
          baseUrl: base,
          tenant: 'demo',
          authMethod: 'bearer',
          username: 'api',
          password: 'api-password',
          allowLoopback: true,
        },
        { maxParallel: PARALLEL, onCall: (c) => void (c.path.endsWith('/Reservations') && (calls += 1)) },
      );
      await client.ping(); // token outside the measurement
      let started = performance.now();
      const got = await client.listReservationsInRange({ from: new Date(from), to: new Date(to) });
      ours.push({ calls, ms: performance.now() - started, n: got.length });

      started = performance.now();
      const h = await fetchByHalving(base, token, from, to);
      halving.push({ calls: h.calls, ms: performance.now() - started, n: h.ids.size });
    }
    const n = inSlice;
    const target = 1.1 * Math.ceil(n / PAGE);
    const row = (cells: string[]) =>
      `${cells[0]!.padEnd(42)} | ${cells[1]!.padStart(5)} | ${cells[2]!.padStart(6)} | ${cells[3]!.padStart(9)} ` +
      `| ${cells[4]!.padStart(8)}`;
    /** One figure when every run agrees, else each distinct one. */
    const uniq = (xs: number[]) => [...new Set(xs)].join('/');
    const callsOf = (r: typeof ours) => uniq(r.map((x) => x.calls));
    console.log(`\nslice of ${n} reservations, page cap ${PAGE}, parallel ${PARALLEL}, median of ${RUNS} runs`);
    console.log(row(['method', 'calls', 'target', 'median ms', 'returned']));
    console.log(
      row([
        'client: continue from last StartUtc',
        callsOf(ours),
        `≤ ${target.toFixed(1)}`,
        median(ours.map((x) => x.ms)).toFixed(0),
        uniq(ours.map((x) => x.n)),
      ]),
    );
    console.log(
      row([
        'baseline: halving (spec §4.2 pattern 3)',
        callsOf(halving),
        '',
        median(halving.map((x) => x.ms)).toFixed(0),
        uniq(halving.map((x) => x.n)),
      ]),
    );
    console.log(
      `target: calls ≤ 1.1 × ceil(${n}/${PAGE}) = ${target.toFixed(1)}; client ` +
        `${Math.max(...ours.map((x) => x.calls)) <= target ? 'meets' : 'MISSES'} it; ` +
        `halving makes ${(halving[0]!.calls / ours[0]!.calls).toFixed(1)}× the calls`,
    );
    // Like with like: both must return every reservation the emulator holds in the week, or the comparison means
    // nothing.
    if (ours.some((x) => x.n !== n) || halving.some((x) => x.n !== n))
      throw new Error(
        `the emulator holds ${n} in the slice, but the client returned ${uniq(ours.map((x) => x.n))} and halving ` +
          `${uniq(halving.map((x) => x.n))}`,
      );

    const weekOf = `${n.toLocaleString('en-US')}-reservation week`;
    const halvingLabel = 'halving (spec §4.2 pattern 3)';
    reportScenario({
      bench: BENCH,
      scenario: `Upstream client: calls to read a ${weekOf} (page cap ${PAGE}, parallel ${PARALLEL})`,
      unit: 'calls',
      ours: Math.max(...ours.map((x) => x.calls)),
      baseline: Math.max(...halving.map((x) => x.calls)),
      baselineLabel: halvingLabel,
      target: `≤ 1.1 × ceil(N/1000) = ${target.toFixed(1)}`,
      met: Math.max(...ours.map((x) => x.calls)) <= target,
    });
    reportScenario({
      bench: BENCH,
      scenario: `Upstream client: time to read a ${weekOf}, median of ${RUNS}`,
      unit: 'ms',
      ours: median(ours.map((x) => x.ms)),
      baseline: median(halving.map((x) => x.ms)),
      baselineLabel: halvingLabel,
      target: 'none (issue 4 set none)',
      met: true,
      informational: true,
      samples: { ours: ours.map((x) => x.ms), baseline: halving.map((x) => x.ms) },
    });
  } finally {
    await emulator.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (underReactServer) {
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
}
