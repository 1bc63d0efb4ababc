// Crash: the busy morning, and half-way through one instance's process group is SIGKILLed and started
// again a few seconds later (same port, database and secrets). Besides the busy morning's checks: the other
// instance acknowledged webhooks throughout the outage, and the streams of the killed instance came back.
import { ok } from './support/run-planners';
import type { LiveStream } from './support/open-streams';
import { SIZES, runBusyMorning, type Midway, type ScenarioResult, type Size } from './support/run-busy-morning';

const VICTIM = 1;
const SURVIVOR = 0;
const DOWN_MS = 3_000;
/** Longest stretch of the outage in which the survivor may acknowledge nothing (200 deliveries/s arrive). */
const MAX_SILENCE_MS = 5_000;
/**
 * An instance that dies holding claims leaves them for WEBHOOK_CLAIM_MS (lib/env.ts) before another instance takes
 * them: the drain may take that much longer. The full run keeps the default (30 s); the short one, inside npm test's
 * budget, sets 10 s.
 */
const CLAIM_MS = { short: 10_000, full: 30_000 };
/**
 * A cut stream tries again after the server's `retry:` (3 s): once the instance answers again, it has this long to be
 * back.
 */
const RECONNECT_WITHIN_MS = 10_000;

const crashMidway: Midway = async (stack, streams) => {
  const killedAt = Date.now();
  await stack.kill(VICTIM);
  await new Promise((r) => setTimeout(r, DOWN_MS));
  const restartAt = Date.now();
  await stack.restart(VICTIM);
  const backAt = Date.now();
  const acks = stack.proxy.deliveries
    .filter((d) => d.instance === SURVIVOR && ok(d.status) && d.at >= killedAt && d.at <= backAt)
    .map((d) => d.at);
  let silence = 0;
  [killedAt, ...acks, backAt].reduce((a, b) => ((silence = Math.max(silence, b - a)), b));
  // The streams the kill cut: those that lost their connection while the instance was down. A stream notes one
  // reconnect per loss, however many tries it took (open-streams.ts); one lost before the kill and not back yet was
  // not on the killed instance. The balancer passes a refused connection on, so the cut streams come back on the
  // survivor within one retry, before the restart: what is checked is that they come back, not where.
  const lostWhileDown = (s: LiveStream) => s.reconnects.filter((r) => r.lostAt >= killedAt && r.lostAt <= backAt);
  const cut = streams.filter((s) => lostWhileDown(s).length > 0);
  // Back means connected now, ready again after its last loss: not ready once in between and lost again.
  for (const deadline = backAt + RECONNECT_WITHIN_MS; cut.some((s) => !s.ready) && Date.now() < deadline;)
    await new Promise((r) => setTimeout(r, 100));
  const back = cut.filter((s) => s.ready);
  const tookMs = Math.max(0, ...back.map((s) => s.reconnects.at(-1)!.readyAt! - lostWhileDown(s)[0]!.lostAt));
  const failures = [];
  if (silence > MAX_SILENCE_MS)
    failures.push({
      check: `the surviving instance acknowledged nothing for ${(silence / 1000).toFixed(1)} s of the outage`,
      ids: [`${acks.length} acknowledged in ${((backAt - killedAt) / 1000).toFixed(1)} s`],
    });
  if (cut.length === 0) failures.push({ check: 'no live stream was on the killed instance', ids: [] });
  if (back.length < cut.length)
    failures.push({
      check:
        `live streams cut by the kill not connected again ${RECONNECT_WITHIN_MS / 1000} s after the instance was ` +
        `back`,
      ids: cut.filter((s) => !s.ready).map((s) => `stream ${s.index}`),
    });
  return {
    failures,
    notes: [
      `killed :${new URL(stack.instances[VICTIM]!.dashboard.url).port} at ` +
        `${((killedAt % 60_000) / 1000).toFixed(1)} s past the minute, started again after ` +
        `${((restartAt - killedAt) / 1000).toFixed(1)} s, answering after ` +
        `${((backAt - killedAt) / 1000).toFixed(1)} s; the survivor acknowledged ${acks.length} deliveries ` +
        `meanwhile (longest silence ${silence} ms); ${back.length} of the ${cut.length} streams the kill cut ` +
        `connected again through the balancer (the longest took ${(tookMs / 1000).toFixed(1)} s)`,
    ],
  };
};

export function crash(size: Size): Promise<ScenarioResult> {
  const claimMs = size.seconds < SIZES.full.seconds ? CLAIM_MS.short : CLAIM_MS.full;
  return runBusyMorning({
    name: 'crash',
    size,
    instances: 2,
    postgres: true,
    midway: crashMidway,
    extraDrainMs: claimMs,
    dashboardEnv: { WEBHOOK_CLAIM_MS: String(claimMs) },
  });
}
