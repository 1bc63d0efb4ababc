'use client';

import { WEBHOOK_REFUSAL_LABELS, type WebhookOverview, type WebhookRefusalReason } from '@/lib/contracts';
import { WebhookTime } from './webhooks-time';

const panel = 'overflow-x-auto rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900';
const head = 'border-b border-zinc-200 text-zinc-600 dark:border-zinc-800 dark:text-zinc-400';
const cell = 'px-4 py-1.5';

/** Deliveries refused before they reached the inbox, by reason; and when each kind of event last arrived. */
export function WebhooksActivity({ refusals, lastByKind }: Pick<WebhookOverview, 'refusals' | 'lastByKind'>) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="webhooks-refusals-heading" className={panel}>
        <h2 id="webhooks-refusals-heading" className="px-4 pt-4 text-base font-semibold">
          Refused deliveries
        </h2>
        {refusals.length === 0 ? (
          <p className="p-4 text-sm text-zinc-600 dark:text-zinc-400">
            No delivery has been refused. A delivery without a valid signature, with a timestamp too old or a body that is not the service&apos;s
            event would be counted here by reason, and kept out of the inbox.
          </p>
        ) : (
          <table className="mt-2 w-full text-left text-sm" aria-labelledby="webhooks-refusals-heading">
            <thead className={head}>
              <tr>
                <th scope="col" className={`${cell} font-medium`}>Reason</th>
                <th scope="col" className={`${cell} text-right font-medium`}>Count</th>
                <th scope="col" className={`${cell} font-medium`}>Last</th>
              </tr>
            </thead>
            <tbody>
              {refusals.map((r) => (
                <tr key={r.reason} data-reason={r.reason} className="border-b border-zinc-100 align-top last:border-0 dark:border-zinc-800">
                  <td className={cell}>
                    <span className="font-medium">{WEBHOOK_REFUSAL_LABELS[r.reason as WebhookRefusalReason] ?? r.reason}</span>
                    {r.lastDetail ? <span className="block text-xs text-zinc-600 dark:text-zinc-400">{r.lastDetail}</span> : null}
                  </td>
                  <td className={`${cell} text-right tabular-nums`} data-testid="refusal-count">
                    {r.count.toLocaleString()}
                  </td>
                  <td className={cell}>
                    <WebhookTime iso={r.lastAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="webhooks-kinds-heading" className={panel}>
        <h2 id="webhooks-kinds-heading" className="px-4 pt-4 text-base font-semibold">
          Last event per kind
        </h2>
        {lastByKind.length === 0 ? (
          <p className="p-4 text-sm text-zinc-600 dark:text-zinc-400">
            No events in the inbox yet. Each kind of event the service sends is listed here once it arrives; the inbox above says how to subscribe.
          </p>
        ) : (
          <table className="mt-2 w-full text-left text-sm" aria-labelledby="webhooks-kinds-heading">
            <thead className={head}>
              <tr>
                <th scope="col" className={`${cell} font-medium`}>Event</th>
                <th scope="col" className={`${cell} font-medium`}>Last received</th>
                <th scope="col" className={`${cell} text-right font-medium`}>In the inbox</th>
              </tr>
            </thead>
            <tbody>
              {lastByKind.map((k) => (
                <tr key={k.event} className="border-b border-zinc-100 last:border-0 dark:border-zinc-800">
                  <td className={`${cell} font-mono text-xs`}>{k.event}</td>
                  <td className={cell}>
                    <WebhookTime iso={k.lastReceivedAt} />
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>{k.count.toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
