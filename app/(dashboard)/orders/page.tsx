import { NotBuiltYet } from '@/components/ui/not-built-yet';
import { PageHeader } from '@/components/ui/page-header';

export const metadata = { title: 'Orders · Slotboard' };

export default function OrdersPage() {
  return (
    <>
      <PageHeader title="Orders" description="The order cart: turn orders into a reservation." />
      <NotBuiltYet what="The order cart" comingWith="Order-cart forms that convert orders into a reservation are planned after the schedule." />
    </>
  );
}
