// Which reservation service the dashboard talks to. Admins choose it under Admin → Connection.
import { useTranslations } from 'next-intl';
import type { Environment } from '@/lib/contracts';

const BADGE =
  'rounded-full bg-zinc-200 px-2.5 py-0.5 text-xs font-medium text-zinc-800 ' + 'dark:bg-zinc-800 dark:text-zinc-200';

export function EnvironmentBadge({ environment }: { environment: Environment | null }) {
  const t = useTranslations('shell.environment');
  const styles = {
    production: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
    sandbox: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
    emulator: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100',
  } as const;
  if (!environment) {
    return (
      <span className={BADGE} title={t('noneTitle')}>
        {t('none')}
      </span>
    );
  }
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ${styles[environment]}`}
      title={t('title', { environment })}
    >
      {t('name', { environment })}
    </span>
  );
}
