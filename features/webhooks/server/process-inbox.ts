import 'server-only';
import { sql } from 'drizzle-orm';
import { describeErrorForLog } from '@/lib/errors';
import { getDb, schema } from '@/lib/db';
import { processState } from '@/lib/process-state';
import { createLimiter } from '@/lib/upstream';
import { env } from '@/lib/env';
import { claimLimit, keepHoldingBack, RECEIVER_SATURATED } from './plan-processing-hold';
import { BATCH, claimDueEvents, renewClaim } from './claim-inbox-events';
import { processBatch } from './process-webhook-batch';

const t = schema.webhookInbox;
/** Workers per instance: while one records its batch in the mirror, the other's detail reads are under way. */
const WORKERS = 2;
/** Detail reads in flight toward the service per instance: throughput is set by the service's answers. */
const READS_IN_FLIGHT = 16;
/**
 * While the receiver is saturated only the first worker claims batches; the others wait until it is not. Two workers
 * keep the service's reads and the mirror's writes overlapping, which is what an idle receiver wants; during a flood
 * they take the CPU the acknowledgements need (on the embedded database every statement of processing runs on the
 * receiver's thread). One worker still drains the inbox during a flood of any length; the backlog is
 * processed at full speed as soon as the flood eases, and the total work is the same.
 */
const WORKERS_WHILE_SATURATED = 1;
/**
 * A kick waits this long before claiming, and a round that found nothing due (events left to settle) waits this
 * long before the next: deliveries arriving together are claimed together, and a flood of them does not turn into a
 * flood of claim queries.
 */
const GATHER_MS = 20;
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface State {
  running: Promise<number> | null;
  again: boolean;
  /** The server is shutting down: no new batch is claimed. */
  stopped: boolean;
  /**
   * Deliveries being received right now (receive-webhook.ts), and when they last were RECEIVER_SATURATED or more (epoch
   * ms).
   */
  receiving: number;
  saturatedAt: number;
  /** The wake-up for events held back to settle (see claim()). */
  settleTimer: ReturnType<typeof setTimeout> | null;
  settleAt: number;
  /** How long the last batch took to process, ms (see keepHoldingBack). */
  lastBatchMs: number;
}
const state = processState('webhooks.inbox', (): State => ({
  running: null,
  again: false,
  stopped: false,
  receiving: 0,
  saturatedAt: 0,
  settleTimer: null,
  settleAt: 0,
  lastBatchMs: 0,
}));

/** Counts a delivery being received until the returned function is called (see RECEIVER_SATURATED). */
export function noteReceiving(): () => void {
  state.receiving += 1;
  if (state.receiving >= RECEIVER_SATURATED) state.saturatedAt = Date.now();
  let done = false;
  return () => {
    if (!done) state.receiving -= 1;
    done = true;
  };
}

/**
 * At shutdown: claims nothing more and resolves once the batches under way are finished (before the database closes).
 */
export async function stopInboxProcessing(): Promise<void> {
  state.stopped = true;
  if (state.settleTimer) clearTimeout(state.settleTimer);
  state.settleTimer = null;
  await state.running;
}

/**
 * Waits while keepHoldingBack says (a flood: the receiver first). `standBy`: this worker is one too many while the
 * receiver is saturated.
 */
async function letReceiverGoFirst(standBy: () => boolean): Promise<void> {
  const heldSince = Date.now();
  while (
    !state.stopped &&
    keepHoldingBack({ ...receiverNow(), lastBatchMs: state.lastBatchMs, heldSince, standBy: standBy() })
  )
    await new Promise((r) => setTimeout(r, 10));
}

/** The receiver as the hold and the claim's size read it (plan-processing-hold.ts). */
const receiverNow = () => ({ receiving: state.receiving, saturatedAt: state.saturatedAt, now: Date.now() });

/** Starts processing soon, without waiting; a call while a run is going makes it go round once more. */
export function kickInboxProcessor(): void {
  if (state.stopped) return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = pause(GATHER_MS)
    .then(run)
    .catch((error: unknown) => {
      // The database went away mid-run: what is not finished stays in the inbox for the timer's next run.
      console.error(`[webhooks] processing stopped: ${describeErrorForLog(error, { stack: false })}`);
      return 0;
    })
    .finally(() => {
      state.running = null;
      // A kick while the run was past its last round (waking for the events left to settle) found it still running:
      // it goes round now rather than at the timer's next tick.
      if (state.again && !state.stopped) kickInboxProcessor();
    });
}

/** Processes until nothing is due; resolves with the number of events handled (tests, the timer). */
export async function processInbox(): Promise<number> {
  if (state.running) state.again = true;
  else kickInboxProcessor();
  let handled = 0;
  // A call too late for the run under way has it followed by another (see kickInboxProcessor): that one too.
  for (let running = state.running; running;) {
    handled += await running;
    running = state.running === running ? null : state.running;
  }
  return handled;
}

async function run(): Promise<number> {
  let handled = 0;
  const reads = createLimiter(READS_IN_FLIGHT);
  // The mirror is written by one batch at a time: two batches naming one reservation would otherwise both see its
  // old version and both write a history entry for the one change.
  const recording = createLimiter(1);
  let round = -1;
  do {
    if (round === 0) await pause(GATHER_MS);
    round = 0;
    state.again = false;
    const work = async (standBy: () => boolean) => {
      for (;;) {
        await letReceiverGoFirst(standBy);
        if (state.stopped) return;
        const batch = await claimDueEvents(claimLimit(receiverNow(), BATCH));
        if (batch.length === 0) return;
        handled += batch.length;
        round += batch.length;
        // One claim, one token: every row of the batch carries it.
        const renewal = renewClaims(batch[0]!.claimToken);
        const started = Date.now();
        try {
          await processBatch(batch, reads, recording);
        } finally {
          clearInterval(renewal);
          state.lastBatchMs = Date.now() - started;
        }
      }
    };
    // Workers still going this round: one standing by takes over once those before it ran out of due events.
    let going = WORKERS;
    const worker = async (index: number) => {
      const standBy = () => index >= WORKERS_WHILE_SATURATED && going > WORKERS_WHILE_SATURATED;
      try {
        await work(standBy);
      } finally {
        going -= 1;
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
  } while (state.again && !state.stopped);
  if (!state.stopped) await wakeForSettling();
  return handled;
}

/**
 * Keeps a batch's claim while it is worked on (a slow service may hold it longer than one claim), so the claim can
 * be short and what an instance that died mid-batch leaves is taken by another within WEBHOOK_CLAIM_MS. Only events
 * still claimed and unfinished are renewed: one already finished or set back for a retry is left as it is.
 */
function renewClaims(token: string | null): ReturnType<typeof setInterval> {
  const timer = setInterval(() => {
    renewClaim(token).catch((error: unknown) =>
      console.error(`[webhooks] could not renew a claim: ${(error as Error).message}`),
    );
  }, env().WEBHOOK_CLAIM_MS / 3);
  timer.unref();
  return timer;
}

/** Events left to settle are processed as soon as their wait is over (the 10 s timer is only the safety net). */
async function wakeForSettling(): Promise<void> {
  const settleMs = env().WEBHOOK_SETTLE_MS;
  if (settleMs === 0) return;
  const db = await getDb();
  const [row] = (
    (await db.execute(
      sql`select (extract(epoch from (min(${t.receivedAt}) - now())) * 1000)::float8 as wait from ${t}
        where ${t.processedAt} is null and ${t.deadAt} is null
          and ${t.receivedAt} > now() - make_interval(secs => ${settleMs / 1000})`,
    )) as unknown as { rows: { wait: number | null }[] }
  ).rows;
  if (row?.wait === null || row?.wait === undefined) return;
  const at = Date.now() + Math.max(0, row.wait + settleMs) + 10;
  if (state.settleTimer && state.settleAt <= at) return;
  if (state.settleTimer) clearTimeout(state.settleTimer);
  state.settleAt = at;
  state.settleTimer = setTimeout(() => {
    state.settleTimer = null;
    kickInboxProcessor();
  }, at - Date.now());
  state.settleTimer.unref();
}
