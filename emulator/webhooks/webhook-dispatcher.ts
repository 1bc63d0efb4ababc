// At-least-once webhook delivery: a queue with per-attempt time-out, exponential backoff and bounded concurrency, never on the API's path.
import { randomUUID } from 'node:crypto';
import type { Faults } from '../control/fault-switches';
import type { PendingDelivery } from '../store/emulator-state';
import { signWebhook } from './sign-webhook';

export const SCHEMA_VERSION = '1.0';
const CONCURRENCY = 4;
const MAX_BACKOFF_MS = 5 * 60_000;
const REORDER_HOLD_MS = 1000;
const REORDER_GAP_MS = 200;

export interface DispatcherOptions {
  /** Empty string disables the subscription. */
  url: string;
  secret: string;
  timeoutMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  tenantId(): string;
  faults(): Faults;
  /** The persisted queue, read each time because a reset replaces it. */
  queue(): PendingDelivery[];
  changed(): void;
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
export const isRetryable = (status: number | null) => status === null || status === 408 || status === 429 || status >= 500;

export class WebhookDispatcher {
  readonly log: DeliveryRecord[] = [];
  private inFlight = new Set<PendingDelivery>();
  private held: { job: PendingDelivery; since: number } | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly opts: DispatcherOptions) {}

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
    const job: PendingDelivery = { eventId, body, attempt: 0, dueAt: Date.now() + f.webhookDelayMs };
    const jobs: PendingDelivery[] = [job];
    if (f.webhookDuplicateRate > 0 && Math.random() < f.webhookDuplicateRate) jobs.push({ ...job });
    if (f.webhookReorder) {
      if (!this.held) {
        this.held = { job, since: Date.now() };
        jobs.shift();
      } else {
        // The newer event goes out first, the held older one a moment later (so the swap is not undone by racing connections).
        this.held.job.dueAt = Math.max(this.held.job.dueAt, job.dueAt + REORDER_GAP_MS);
        jobs.push(this.held.job);
        this.held = null;
      }
    }
    this.opts.queue().push(...jobs);
    this.opts.changed();
    this.pump();
  }

  /** Events waiting for delivery (queued or in flight). */
  get pendingCount(): number {
    return this.opts.queue().length + (this.held ? 1 : 0);
  }

  private pump(): void {
    const now = Date.now();
    if (this.held && now - this.held.since >= REORDER_HOLD_MS) {
      this.opts.queue().push(this.held.job);
      this.held = null;
    }
    const queue = this.opts.queue();
    for (const job of queue) {
      if (this.inFlight.size >= CONCURRENCY) return;
      if (job.dueAt <= now && !this.inFlight.has(job)) void this.attempt(job);
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
    if (retry) job.dueAt = Date.now() + Math.min(MAX_BACKOFF_MS, this.opts.retryBaseMs * 2 ** (job.attempt - 1));
    else {
      const queue = this.opts.queue();
      const at = queue.indexOf(job);
      if (at >= 0) queue.splice(at, 1);
    }
    const event = (JSON.parse(job.body) as { event: string }).event;
    this.log.push({ eventId: job.eventId, event, attempt: job.attempt, at: new Date().toISOString(), status, ...(error ? { error } : {}), outcome: ok ? 'delivered' : retry ? 'retry' : 'failed' });
    if (this.log.length > 500) this.log.splice(0, this.log.length - 500);
  }
}
