import { ConnectionAdmin } from '@/components/admin/connection-admin';
import { PageHeader } from '@/components/ui/page-header';

export const metadata = { title: 'Connection · Admin · Slotboard' };

export default function ConnectionPage() {
  return (
    <>
      <PageHeader
        title="Service connection"
        description="Where Slotboard reaches the reservation service, per environment. Passwords and secrets are stored encrypted and never shown again."
      />
      <ConnectionAdmin />
    </>
  );
}
