// State kept once per server process. Next.js may load one module in several bundles (and `next build` imports
// modules in worker processes), so module-level state would be one copy per bundle; globalThis is one per process.

/**
 * The value kept under `name` (a dotted name such as 'live.bus'), made by `create` on first use. State that is
 * replaced or dropped later lives in a field of the value, never in the value itself.
 */
export function processState<T extends object>(name: string, create: () => T): T {
  const store = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`slotboard.${name}`);
  if (!(key in store)) store[key] = create();
  return store[key] as T;
}
