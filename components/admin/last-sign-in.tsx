'use client';

import { formatRelativeTime } from '@/components/ui/format-relative-time';

// When a person last signed in: relative ("3 hours ago") with the exact moment in the reader's own zone beside it.
export function LastSignIn({ iso, now }: { iso: string | null; now: number }) {
  if (!iso) return <span className="text-zinc-600 dark:text-zinc-400">never</span>;
  const at = new Date(iso);
  return (
    <span className="whitespace-nowrap">
      {formatRelativeTime(at.getTime(), now)}{' '}
      <time dateTime={iso} className="text-xs text-zinc-600 dark:text-zinc-400">
        ({at.toLocaleString()})
      </time>
    </span>
  );
}
