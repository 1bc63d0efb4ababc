import { UpstreamCallsTable } from '@/components/admin/upstream-calls-table';
import { PageHeader } from '@/components/ui/page-header';

export const metadata = { title: 'API calls · Admin · Slotboard' };

export default function ApiCallsPage() {
  return (
    <>
      <PageHeader title="API calls" description="The last 500 calls Slotboard made to the reservation service, newest first. Credentials are never recorded." />
      <UpstreamCallsTable />
    </>
  );
}
