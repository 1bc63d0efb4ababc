// At-least-once webhook delivery: a queue with per-attempt time-out, exponential backoff and bounded concurrency, never
// on the API's path.
import { randomUUID } from 'node:crypto';
import type { Faults } from '../control/fault-switches';
import type { PendingDelivery } from '../store/emulator-state';
import { DueQueue } from './due-queue';
import { signWebhook } from './sign-webhook';

export const SCHEMA_VERSION = '1.0';
const MAX_BACKOFF_MS = 5 * 60_000;
/** A held event goes out on its own after this long when no next event comes. */
export const REORDER_HOLD_MS = 1000;
/** The held event follows the next one by this much, so racing connections do not undo the swap. */
const REORDER_GAP_MS = 200;

export interface DispatcherOptions {
  /** Empty string disables the subscription. */
  url: string;
  secret: string;
  timeoutMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  /** Deliveries in flight at once. */
  concurrency: number;
  tenantId(): string;
  faults(): Faults;
  /** The persisted queue, read each time because a reset replaces it. */
  queue(): Set<PendingDelivery>;
  changed(): void;
  random?: () => number;
}

export interface DeliveryRecord {
  eventId: string;
  event: string;
  attempt: number;
  at: string;
  status: number | null;
  error?: string;
  outcome: 'delivered' | 'retry' | 'failed';
}

/** Retried: network errors, time-outs, 408, 429 and 5xx. Any other non-2xx is a permanent failure. */
export const isRetryable = (status: number | null) =>
  status === null || status === 408 || status === 429 || status >= 500;

/**
 * The chance to hold an event that arrives while none is held, so that `share` of all events end up held: an
 * event arriving while one is held releases it and is never held itself, so held = p / (1 + p) of all events.
 */
export function holdChance(f: Pick<Faults, 'webhookReorder' | 'webhookReorderRate'>): number {
  const share = f.webhookReorder ? 1 : f.webhookReorderRate;
  return share >= 0.5 ? 1 : share / (1 - share);
}

export class WebhookDispatcher {
  readonly log: DeliveryRecord[] = [];
  private inFlight = new Set<PendingDelivery>();
  private due = new DueQueue<PendingDelivery>();
  /** The queue `due` was built from; another one means a reset or load replaced it. */
  private dueOf: Set<PendingDelivery> | null = null;
  /** An event held back for a swap (with its duplicate), already queued with a due time REORDER_HOLD_MS away. */
  private held: { jobs: PendingDelivery[]; since: number } | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly random: () => number;

  constructor(private readonly opts: DispatcherOptions) {
    this.random = opts.random ?? Math.random;
  }

  start(): void {
    this.timer = setInterval(() => this.pump(), 50);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
  }

  publish(event: string, data: Record<string, unknown>): void {
    if (!this.opts.url) return;
    const eventId = randomUUID();
    const body = JSON.stringify({
      schemaVersion: SCHEMA_VERSION,
      eventId,
      event,
      tenantId: this.opts.tenantId(),
      occurredAt: new Date().toISOString(),
      data,
    });
    const f = this.opts.faults();
    const now = Date.now();
    const job: PendingDelivery = { eventId, body, attempt: 0, dueAt: now + f.webhookDelayMs };
    const jobs: PendingDelivery[] = [job];
    if (f.webhookDuplicateRate > 0 && this.random() < f.webhookDuplicateRate) jobs.push({ ...job });
    const queue = this.sync();
    this.releaseExpiredHold(now);
    if (this.held) {
      // The newer event goes out first, the held older one (and its duplicate) a moment later.
      for (const h of this.held.jobs) {
        h.dueAt = job.dueAt + REORDER_GAP_MS;
        this.due.push(h);
      }
      this.held = null;
    } else {
      const chance = holdChance(f);
      if (chance > 0 && this.random() < chance) {
        for (const j of jobs) j.dueAt += REORDER_HOLD_MS;
        this.held = { jobs, since: now };
      }
    }
    for (const j of jobs) {
      queue.add(j);
      this.due.push(j);
    }
    this.opts.changed();
    this.pump();
  }

  /** Events waiting for delivery (queued, held or in flight). */
  get pendingCount(): number {
    return this.opts.queue().size;
  }

  /** The persisted queue, with the due-time heap rebuilt when it was replaced. */
  private sync(): Set<PendingDelivery> {
    const queue = this.opts.queue();
    if (queue !== this.dueOf) {
      this.due = new DueQueue();
      for (const job of queue) this.due.push(job);
      this.dueOf = queue;
      this.held = null;
    }
    return queue;
  }

  /** A held event whose hold ran out is no longer waiting for a partner; its due time already sends it. */
  private releaseExpiredHold(now: number): void {
    if (this.held && now - this.held.since >= REORDER_HOLD_MS) this.held = null;
  }

  private pump(): void {
    const now = Date.now();
    this.releaseExpiredHold(now);
    const queue = this.sync();
    const live = (job: PendingDelivery) => queue.has(job) && !this.inFlight.has(job);
    while (this.inFlight.size < this.opts.concurrency) {
      const job = this.due.popDue(now, live);
      if (!job) return;
      void this.attempt(job);
    }
  }

  private async attempt(job: PendingDelivery): Promise<void> {
    this.inFlight.add(job);
    job.attempt += 1;
    const timestamp = String(Math.floor(Date.now() / 1000));
    let status: number | null = null;
    let error: string | undefined;
    try {
      const res = await fetch(this.opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-svc-timestamp': timestamp,
          'x-svc-signature': signWebhook(this.opts.secret, timestamp, job.body),
          'user-agent': 'slotboard-emulator-webhooks/1',
        },
        body: job.body,
        signal: AbortSignal.timeout(this.opts.timeoutMs),
      });
      status = res.status;
      await res.arrayBuffer().catch(() => undefined);
    } catch (e) {
      error = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
    } finally {
      this.inFlight.delete(job);
    }
    const ok = status !== null && status >= 200 && status < 300;
    const retry = !ok && isRetryable(status) && job.attempt < this.opts.maxAttempts;
    if (retry) {
      job.dueAt = Date.now() + Math.min(MAX_BACKOFF_MS, this.opts.retryBaseMs * 2 ** (job.attempt - 1));
      this.due.push(job);
    } else {
      this.opts.queue().delete(job);
      this.opts.changed();
    }
    const event = (JSON.parse(job.body) as { event: string }).event;
    this.log.push({
      eventId: job.eventId,
      event,
      attempt: job.attempt,
      at: new Date().toISOString(),
      status,
      ...(error ? { error } : {}),
      outcome: ok ? 'delivered' : retry ? 'retry' : 'failed',
    });
    if (this.log.length > 500) this.log.splice(0, this.log.length - 500);
    // The freed slot is used at once rather than at the next tick, or throughput would be concurrency per tick.
    this.pump();
  }
}
