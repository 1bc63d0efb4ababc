import Link from 'next/link';
import { SignInAdminLink } from '@/components/admin/sign-in-admin-link';
import { PageHeader } from '@/components/ui/page-header';

export const metadata = { title: 'Admin · Slotboard' };

const SECTIONS = [
  { href: '/admin/users', title: 'Users', text: 'Add people, set their role, disable accounts.' },
  { href: '/admin/connection', title: 'Service connection', text: 'Credentials and environment of the reservation service.' },
  { href: '/admin/api-calls', title: 'API calls', text: 'The last 500 calls to the reservation service.' },
  { href: '/admin/webhooks', title: 'Webhooks', text: 'Signed events from the service and their processing.' },
  { href: '/admin/sync', title: 'Sync', text: 'Scheduled download of new, changed and deleted reservations.' },
  { href: '/admin/activity', title: 'Activity', text: 'Who changed users, the connection, secrets, sync and webhooks, and from what to what.' },
] as const;

export default function AdminPage() {
  return (
    <>
      <PageHeader title="Admin" description="Configure who can use Slotboard and how it reaches the reservation service." />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map((s) => (
          <li key={s.href} className="rounded-lg border border-zinc-200 bg-white p-5 dark:border-zinc-800 dark:bg-zinc-900">
            <Link href={s.href} className="text-base font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
              {s.title}
            </Link>
            <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{s.text}</p>
          </li>
        ))}
        <SignInAdminLink />
      </ul>
    </>
  );
}
