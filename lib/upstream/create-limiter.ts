// Bounds how many tasks run at once (upstream calls of one client, webhook detail reads, mirror writes); wraps
// single tasks only, never a task that waits for another under the same limiter, so it cannot deadlock.

export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new Error(`maxParallel must be a positive integer, got ${max}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
