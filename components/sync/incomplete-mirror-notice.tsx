'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSyncNow } from '@/lib/queries';

/**
 * Says that what a page reads from Slotboard's copy may be incomplete because no download of every reservation has
 * finished, and offers an admin "Sync now" (others are told whom to ask). For every page that reads the mirror.
 */
export function IncompleteMirrorNotice({ title, canSync, children }: { title: string; canSync: boolean; children: ReactNode }) {
  const syncNow = useSyncNow();
  return (
    <Alert tone="info" title={title}>
      {children}
      {canSync ? (
        <span className="mt-2 flex flex-wrap items-center gap-2">
          <Button size="sm" onClick={() => syncNow.mutate()} disabled={syncNow.isPending || syncNow.isSuccess}>
            {syncNow.isSuccess ? 'Download started' : syncNow.isPending ? 'Starting…' : 'Sync now'}
          </Button>
          <Link href="/admin/sync" className="text-sm underline">
            Follow it under Admin → Sync
          </Link>
          {syncNow.isError ? <span className="text-red-700 dark:text-red-400">{syncNow.error.message}</span> : null}
        </span>
      ) : (
        ' Ask an administrator to run Sync now.'
      )}
    </Alert>
  );
}
