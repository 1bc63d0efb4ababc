// How the dashboard's server process is started, wherever it is: `npm start` (package.json says the same in shell),
// `npm run demo`, the end-to-end, load and security stacks, and the benches' servers and sync processes. The
// embedded database's sync peaked at 396–465 MiB with Node's defaults, mostly native memory that is not data: V8's
// background threads recompiling PostgreSQL's WebAssembly in their own malloc arenas (73–79 MiB) and the main
// thread's malloc heap (docs/deployment.md#memory-of-the-embedded-database). One V8 background thread and two glibc
// arenas took the same sync to 326–334 MiB on these 2 cores at the same wall time.

/** Node's own flags for the server (V8's thread pool is 4 by default, whatever the cores). */
export const SERVER_NODE_FLAGS: readonly string[] = ['--v8-pool-size=1'];

/** The environment the server adds; an operator's own MALLOC_ARENA_MAX wins. */
export function serverProcessEnv(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' };
}
