import 'server-only';
import { describeErrorForLog } from '@/lib/errors';
import { processState } from '@/lib/process-state';
import { processInbox, stopInboxProcessing } from './process-inbox';
import { pruneInbox } from './prune-inbox';

// Webhooks are processed as they arrive; this timer picks up what is left: events stored before a crash or
// restart, events waiting for a retry, and events another instance claimed and then died with. Once an hour it
// also prunes processed events past their retention (every instance does; a delete of what is gone is a no-op).
const INTERVAL_MS = 10_000;
const PRUNE_EVERY_MS = 3_600_000;

const holder = processState('webhooks.inboxTimer', (): { timer?: NodeJS.Timeout; prunedAt?: number } => ({}));

/** Starts the timer; the returned function stops it and resolves once the batches under way are finished. */
export function startInboxProcessor(): () => Promise<void> {
  if (!holder.timer) {
    const tick = () => {
      processInbox().catch((error: unknown) =>
        console.error(`[webhooks] processing failed: ${describeErrorForLog(error, { stack: false })}`),
      );
      if (Date.now() - (holder.prunedAt ?? 0) >= PRUNE_EVERY_MS) {
        holder.prunedAt = Date.now();
        pruneInbox()
          .then((deleted) => {
            if (deleted > 0) console.log(`[webhooks] pruned ${deleted} processed events past their retention`);
          })
          .catch((error: unknown) =>
            console.error(`[webhooks] pruning failed: ${describeErrorForLog(error, { stack: false })}`),
          );
      }
    };
    tick();
    holder.timer = setInterval(tick, INTERVAL_MS);
    holder.timer.unref();
  }
  return () => {
    clearInterval(holder.timer);
    holder.timer = undefined;
    return stopInboxProcessing();
  };
}
