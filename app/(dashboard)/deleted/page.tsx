import { NotBuiltYet } from '@/components/ui/not-built-yet';
import { PageHeader } from '@/components/ui/page-header';

export const metadata = { title: 'Deleted reservations · Slotboard' };

export default function DeletedPage() {
  return (
    <>
      <PageHeader title="Deleted reservations" description="Every deleted reservation with its last known detail." />
      <NotBuiltYet what="The deleted-reservation audit" comingWith="It fills in once Slotboard keeps its own copy of reservations (sync and webhooks)." />
    </>
  );
}
