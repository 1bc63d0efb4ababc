import 'server-only';
import { describeErrorForLog } from '@/lib/errors';
import { processInbox } from './process-inbox';

// Webhooks are processed as they arrive; this timer picks up what is left: events stored before a crash or
// restart, events waiting for a retry, and events another instance claimed and then died with.
const INTERVAL_MS = 10_000;

const holder = globalThis as typeof globalThis & { __slotboardInboxTimer?: NodeJS.Timeout };

export function startInboxProcessor(): () => void {
  if (!holder.__slotboardInboxTimer) {
    const tick = () => processInbox().catch((error: unknown) => console.error(`[webhooks] processing failed: ${describeErrorForLog(error, { stack: false })}`));
    void tick();
    holder.__slotboardInboxTimer = setInterval(tick, INTERVAL_MS);
    holder.__slotboardInboxTimer.unref();
  }
  return () => {
    clearInterval(holder.__slotboardInboxTimer);
    holder.__slotboardInboxTimer = undefined;
  };
}
