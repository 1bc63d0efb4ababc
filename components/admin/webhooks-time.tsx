'use client';

/** A moment from the wire (UTC ISO 8601), shown in the reader's own locale and zone, machine-readable underneath. */
export function WebhookTime({ iso }: { iso: string | null }) {
  if (!iso) return <span className="text-zinc-500 dark:text-zinc-400">—</span>;
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {new Date(iso).toLocaleString()}
    </time>
  );
}
