import { percentile } from '../../bench/support/summarize-samples';
import type { InboxRow } from './check-run';
import type { Delivery } from './start-proxy';

/** Where a change's time to the browser went: the service's delivery, the acknowledgement, the processing. */
export function describeLatencies(deliveries: Delivery[], inbox: InboxRow[]): string {
  const spread = (values: (number | null | undefined)[]) => {
    const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
    return sorted.length
      ? `p50 ${percentile(sorted, 50).toFixed(0)} / p95 ${percentile(sorted, 95).toFixed(0)} / p99 ` +
          `${percentile(sorted, 99).toFixed(0)} ms`
      : 'none';
  };
  return (
    `webhooks: occurred → received ${spread(inbox.map((r) => r.deliveredMs))}; acknowledged behind the balancer ` +
    `${spread(deliveries.map((d) => d.ms))}; received → processed ${spread(inbox.map((r) => r.processedMs))}`
  );
}
