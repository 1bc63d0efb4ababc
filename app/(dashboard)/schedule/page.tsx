import { NotBuiltYet } from '@/components/ui/not-built-yet';
import { PageHeader } from '@/components/ui/page-header';

export const metadata = { title: 'Schedule · Slotboard' };

export default function SchedulePage() {
  return (
    <>
      <PageHeader title="Schedule" description="Ramps by time: see, create, move and edit reservations." />
      <NotBuiltYet what="The schedule grid" comingWith="The ramp × time grid arrives once the service connection is in place. Until then, an administrator can set up users under Admin." />
    </>
  );
}
