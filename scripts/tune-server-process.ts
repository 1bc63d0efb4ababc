// How the dashboard's server process is started, wherever it is: `npm start` (package.json says the same in shell),
// `npm run demo`, the end-to-end, load and security stacks, and the benches' servers and sync processes. One V8
// background thread and two glibc malloc arenas keep the embedded database's sync from spending its memory on
// native allocations that are not data: see docs/decisions/0505-server-process-flags.md.

/** Node's own flags for the server (V8's thread pool is 4 by default, whatever the cores). */
export const SERVER_NODE_FLAGS: readonly string[] = ['--v8-pool-size=1'];

/** The environment the server adds; an operator's own MALLOC_ARENA_MAX wins. */
export function serverProcessEnv(env: Record<string, string | undefined> = process.env): Record<string, string> {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' };
}
