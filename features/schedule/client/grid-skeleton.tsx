import { useTranslations } from 'next-intl';

/** Placeholder rows while ramps and reservations load, shaped like the grid so nothing jumps. */
export function GridSkeleton({ rows = 8 }: { rows?: number }) {
  const t = useTranslations('schedule');
  return (
    <div
      role="status"
      aria-label={t('loading')}
      className="space-y-2 rounded-lg border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="h-8 w-full animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex gap-3">
          <div className="h-10 w-48 animate-pulse rounded bg-zinc-200 dark:bg-zinc-800" />
          <div className="h-10 flex-1 animate-pulse rounded bg-zinc-100 dark:bg-zinc-800/60" />
        </div>
      ))}
    </div>
  );
}
