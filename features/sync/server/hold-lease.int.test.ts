import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

describe.each(databaseTargets)('the sync lease on $name', (target) => {
  let lease: typeof import('./hold-lease');
  useFreshDatabase(target);
  beforeAll(async () => {
    lease = await import('./hold-lease');
  });

  const t0 = new Date('2026-11-23T08:00:00Z');
  const later = (ms: number) => new Date(t0.getTime() + ms);

  it('goes to one of many instances asking at once, and the others are told no', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => lease.acquireLease('race', `instance-${i}`, 60_000, t0)),
    );
    const winners = answers.filter((a) => a !== null);
    expect(winners).toHaveLength(1);
    expect(await lease.readLease('race', t0)).toMatchObject({ holder: winners[0]!.holder, expiresAt: later(60_000) });
  });

  it('stays with its holder while renewed, and a renewal by anyone else fails', async () => {
    expect(await lease.acquireLease('held', 'a', 60_000, t0)).toMatchObject({ holder: 'a', acquiredAt: t0 });
    expect(await lease.acquireLease('held', 'b', 60_000, later(30_000))).toBeNull();
    expect(await lease.renewLease('held', 'b', 60_000, later(30_000))).toBe(false);
    expect(await lease.renewLease('held', 'a', 60_000, later(50_000))).toBe(true);
    // Past the first expiry, but renewed: still a's.
    expect(await lease.acquireLease('held', 'b', 60_000, later(70_000))).toBeNull();
    // Taking its own lease again extends it and keeps when it was first taken.
    expect(await lease.acquireLease('held', 'a', 60_000, later(80_000))).toMatchObject({
      holder: 'a',
      acquiredAt: t0,
      expiresAt: later(140_000),
    });
  });

  it('is free once a crashed holder stops renewing; the old holder cannot renew it back', async () => {
    await lease.acquireLease('crash', 'gone', 60_000, t0);
    expect(await lease.readLease('crash', later(60_000))).toBeNull();
    expect(await lease.acquireLease('crash', 'next', 60_000, later(60_000))).toMatchObject({
      holder: 'next',
      acquiredAt: later(60_000),
    });
    expect(await lease.renewLease('crash', 'gone', 60_000, later(61_000))).toBe(false);
    expect(await lease.readLease('crash', later(61_000))).toMatchObject({ holder: 'next' });
  });

  it('is free at once when its holder releases it, and only its holder can', async () => {
    await lease.acquireLease('clean', 'a', 60_000, t0);
    await lease.releaseLease('clean', 'b');
    expect(await lease.acquireLease('clean', 'b', 60_000, later(1_000))).toBeNull();
    await lease.releaseLease('clean', 'a');
    expect(await lease.acquireLease('clean', 'b', 60_000, later(2_000))).toMatchObject({ holder: 'b' });
  });
});
