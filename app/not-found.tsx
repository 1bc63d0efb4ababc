import Link from 'next/link';

export default function NotFound() {
  return (
    <main className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-xl font-semibold">Page not found</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">The address may be mistyped, or the page has moved.</p>
      <Link href="/schedule" className="mt-4 inline-block text-sm font-medium text-indigo-700 underline dark:text-indigo-300">
        Go to the schedule
      </Link>
    </main>
  );
}
