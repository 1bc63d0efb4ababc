import { SyncAdmin } from '@/components/admin/sync-admin';
import { PageHeader } from '@/components/ui/page-header';

export const metadata = { title: 'Sync · Admin · Slotboard' };

export default function SyncPage() {
  return (
    <>
      <PageHeader
        title="Sync"
        description="A scheduled download of new, changed and deleted reservations, so nothing is missed while webhooks are down. One instance runs it at a time."
      />
      <SyncAdmin />
    </>
  );
}
