'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { useSyncNow } from './queries';

/**
 * Says that what a page reads from Slotboard's copy may be incomplete because no download of every reservation has
 * finished, and offers an admin "Sync now" (others are told whom to ask). For every page that reads the mirror.
 */
export function IncompleteMirrorNotice({
  title,
  canSync,
  children,
}: {
  title: string;
  canSync: boolean;
  children: ReactNode;
}) {
  const t = useTranslations('sync.incomplete');
  const errorMessage = useErrorMessage();
  const syncNow = useSyncNow();
  return (
    <Alert tone="info" title={title}>
      {children}
      {canSync ? (
        <span className="mt-2 flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={() => syncNow.mutate()} disabled={syncNow.isPending || syncNow.isSuccess}>
            {syncNow.isSuccess ? t('started') : syncNow.isPending ? t('starting') : t('syncNow')}
          </Button>
          <Link href="/admin/sync" className="text-sm underline">
            {t('follow')}
          </Link>
          {syncNow.isError ? (
            <span className="text-red-700 dark:text-red-400">{errorMessage(syncNow.error)}</span>
          ) : null}
        </span>
      ) : (
        ` ${t('askAdmin')}`
      )}
    </Alert>
  );
}
