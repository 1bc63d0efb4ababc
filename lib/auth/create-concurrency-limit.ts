export interface ConcurrencyLimit {
  /** Runs the task once fewer than `maxActive` tasks are running; waiting tasks start in arrival order. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

/** A counting semaphore: at most `maxActive` tasks at once, the rest queued first come, first served. */
export function createConcurrencyLimit(maxActive: number): ConcurrencyLimit {
  if (!Number.isInteger(maxActive) || maxActive < 1)
    throw new RangeError(`maxActive must be a positive integer, not ${maxActive}`);
  let active = 0;
  const queue: (() => void)[] = [];

  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next task, so a task arriving now cannot overtake the queue.
    if (next) next();
    else active--;
  };

  return {
    async run(task) {
      if (active < maxActive) active++;
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
