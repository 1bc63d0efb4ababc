import { useTranslations } from 'next-intl';
import type { LiveStatus } from '@/lib/queries';

const DOT: Record<LiveStatus, string> = {
  live: 'bg-green-600',
  connecting: 'bg-zinc-400',
  reconnecting: 'bg-amber-500',
};

/** Whether other people's changes arrive by themselves right now. */
export function LiveIndicator({ status, className = 'text-xs' }: { status: LiveStatus; className?: string }) {
  const t = useTranslations('live');
  return (
    <p role="status" className={`flex items-center gap-1.5 text-zinc-700 dark:text-zinc-300 ${className}`}>
      <span aria-hidden className={`inline-block size-2 rounded-full ${DOT[status]}`} />
      {t(status)}
    </p>
  );
}
