export function NotBuiltYet({ what, comingWith }: { what: string; comingWith: string }) {
  return (
    <section className="rounded-lg border border-dashed border-zinc-300 bg-white p-8 text-center dark:border-zinc-700 dark:bg-zinc-900">
      <h2 className="text-lg font-semibold">{what} is not built yet</h2>
      <p className="mx-auto mt-2 max-w-prose text-sm text-zinc-600 dark:text-zinc-400">{comingWith}</p>
    </section>
  );
}
