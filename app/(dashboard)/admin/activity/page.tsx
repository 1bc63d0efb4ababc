import { Suspense } from 'react';
import { ActivityLog } from '@/components/admin/activity-log';

export const metadata = { title: 'Activity · Admin · Slotboard' };

export default function ActivityPage() {
  return (
    // The trail reads its filters and page from the URL.
    <Suspense fallback={<p className="text-sm text-zinc-600 dark:text-zinc-400">Loading activity…</p>}>
      <ActivityLog />
    </Suspense>
  );
}
