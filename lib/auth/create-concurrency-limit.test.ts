import { describe, expect, it, vi } from 'vitest';
import { createConcurrencyLimit } from './create-concurrency-limit';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('createConcurrencyLimit', () => {
  it('runs at most maxActive tasks at once and starts the waiting ones in arrival order', async () => {
    const limit = createConcurrencyLimit(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((g, i) =>
      limit.run(async () => {
        started.push(i);
        await g.opened;
        return i;
      }),
    );
    await vi.waitFor(() => expect(started).toEqual([0, 1]));
    expect([limit.active, limit.waiting]).toEqual([2, 2]);
    gates[1]!.open();
    await runs[1];
    await vi.waitFor(() => expect(started).toEqual([0, 1, 2]));
    gates[0]!.open();
    gates[2]!.open();
    gates[3]!.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it('frees the slot when a task fails', async () => {
    const limit = createConcurrencyLimit(1);
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.active).toBe(0);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => createConcurrencyLimit(0)).toThrow(/positive integer/);
  });
});
