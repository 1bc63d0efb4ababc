import Link from 'next/link';

export function NotAllowed({ what }: { what: string }) {
  return (
    <section className="mx-auto max-w-lg rounded-lg border border-zinc-200 bg-white p-8 text-center dark:border-zinc-800 dark:bg-zinc-900">
      <h1 className="text-xl font-semibold">Not allowed</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
        {what} is for administrators. If you need access, ask an administrator to change your role.
      </p>
      <Link href="/schedule" className="mt-4 inline-block text-sm font-medium text-indigo-700 underline dark:text-indigo-300">
        Back to the schedule
      </Link>
    </section>
  );
}
