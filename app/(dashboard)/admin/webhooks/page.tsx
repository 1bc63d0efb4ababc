import { WebhooksAdmin } from '@/components/admin/webhooks-admin';
import { PageHeader } from '@/components/ui/page-header';

export const metadata = { title: 'Webhooks · Admin · Slotboard' };

export default function WebhooksPage() {
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Signed events from the reservation service: where to send them, what arrived, what was refused, and what could not be processed."
      />
      <WebhooksAdmin />
    </>
  );
}
