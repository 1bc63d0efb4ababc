// Crash (issue 15): the busy morning, and half-way through one instance's process group is SIGKILLed and started
// again a few seconds later (same port, database and secrets). Besides the busy morning's checks: the other
// instance acknowledged webhooks throughout the outage, and the streams of the killed instance came back.
import { ok } from './support/run-planners';
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

const crashMidway: Midway = async (stack, streams) => {
  const killedAt = Date.now();
  await stack.kill(VICTIM);
  await new Promise((r) => setTimeout(r, DOWN_MS));
  const restartAt = Date.now();
  await stack.restart(VICTIM);
  const backAt = Date.now();
  const acks = stack.proxy.deliveries.filter((d) => d.instance === SURVIVOR && ok(d.status) && d.at >= killedAt && d.at <= backAt).map((d) => d.at);
  let silence = 0;
  [killedAt, ...acks, backAt].reduce((a, b) => ((silence = Math.max(silence, b - a)), b));
  const reconnected = streams.filter((s) => s.reconnects.some((r) => r.lostAt >= killedAt && r.readyAt !== null)).length;
  const lostAfterKill = streams.filter((s) => s.reconnects.some((r) => r.lostAt >= killedAt)).length;
  const failures = [];
  if (silence > MAX_SILENCE_MS) failures.push({ check: `the surviving instance acknowledged nothing for ${(silence / 1000).toFixed(1)} s of the outage`, ids: [`${acks.length} acknowledged in ${((backAt - killedAt) / 1000).toFixed(1)} s`] });
  if (lostAfterKill === 0) failures.push({ check: 'no live stream was on the killed instance', ids: [] });
  if (reconnected < lostAfterKill) failures.push({ check: 'live streams of the killed instance not reconnected by its restart', ids: [`${reconnected} of ${lostAfterKill}`] });
  return {
    failures,
    notes: [
      `killed :${new URL(stack.instances[VICTIM]!.dashboard.url).port} at ${((killedAt % 60_000) / 1000).toFixed(1)} s past the minute, started again after ${((restartAt - killedAt) / 1000).toFixed(1)} s, answering after ${((backAt - killedAt) / 1000).toFixed(1)} s; the survivor acknowledged ${acks.length} deliveries meanwhile (longest silence ${silence} ms); ${reconnected} of ${lostAfterKill} streams that lost their connection reconnected`,
    ],
  };
};

export function crash(size: Size): Promise<ScenarioResult> {
  const claimMs = size.seconds < SIZES.full.seconds ? CLAIM_MS.short : CLAIM_MS.full;
  return runBusyMorning({ name: 'crash', size, instances: 2, postgres: true, midway: crashMidway, extraDrainMs: claimMs, dashboardEnv: { WEBHOOK_CLAIM_MS: String(claimMs) } });
}
