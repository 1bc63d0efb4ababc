import { describe, expect, it } from 'vitest';
import { collectByTime, type PageRequest } from './collect-by-time';
import { createLimiter } from './create-limiter';

interface Rec {
  id: string;
  t: string;
}

const iso = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

/** An in-memory service with the real endpoint's rules: capped pages, ordered by (time, id), ignoring nothing else. */
function fakeService(records: Rec[], pageSize: number) {
  const sorted = [...records].sort((a, b) => a.t.localeCompare(b.t) || a.id.localeCompare(b.id));
  const calls: PageRequest[] = [];
  const fetchPage = async (req: PageRequest) => {
    calls.push(req);
    await new Promise((r) => setTimeout(r, 0));
    const rows =
      req.kind === 'window'
        ? sorted.filter((r) => (req.fromExclusive ? r.t > req.from : r.t >= req.from) && r.t < req.to)
        : sorted.filter((r) => r.t === req.at && r.id > req.afterId);
    return rows.slice(0, pageSize);
  };
  return { fetchPage, calls };
}

const collect = (records: Rec[], pageSize: number, from = iso(0), to = iso(100_000)) => {
  const svc = fakeService(records, pageSize);
  const result = collectByTime({ from, to, pageSize, fetchPage: svc.fetchPage, timeOf: (r) => r.t, idOf: (r) => r.id });
  return { svc, result };
};

const pad = (n: number) => String(n).padStart(6, '0');

describe('collectByTime', () => {
  it('returns every record exactly once across full pages, continuing from the last time', async () => {
    // 3 records per minute, so pages end in the middle of an instant
    const records = Array.from({ length: 95 }, (_, i) => ({ id: pad(i), t: iso(Math.floor(i / 3)) }));
    const { svc, result } = collect(records, 10);
    const got = await result;
    expect([...got.keys()].sort()).toEqual(records.map((r) => r.id));
    expect(svc.calls.every((c) => c.kind === 'window')).toBe(true);
    // the overlap at each page's last instant costs some calls, but far fewer than halving would
    expect(svc.calls.length).toBeLessThanOrEqual(Math.ceil(95 / 10) + 3);
    expect(svc.calls[1]).toMatchObject({ kind: 'window', from: iso(3), fromExclusive: false });
  });

  it('makes one call for a window smaller than a page and one extra for an exactly full page', async () => {
    expect((await collect([{ id: 'a', t: iso(1) }], 10).result).size).toBe(1);
    const ten = Array.from({ length: 10 }, (_, i) => ({ id: pad(i), t: iso(i) }));
    const { svc, result } = collect(ten, 10);
    expect((await result).size).toBe(10);
    expect(svc.calls).toHaveLength(2);
  });

  it('splits by Id only an instant that holds more than a page', async () => {
    const crowd = Array.from({ length: 25 }, (_, i) => ({ id: pad(i), t: iso(5) }));
    const around = [
      ...Array.from({ length: 7 }, (_, i) => ({ id: `b${i}`, t: iso(i % 5) })),
      ...Array.from({ length: 6 }, (_, i) => ({ id: `c${i}`, t: iso(6 + i) })),
    ];
    const { svc, result } = collect([...crowd, ...around], 10);
    const got = await result;
    expect(got.size).toBe(38);
    const instantCalls = svc.calls.filter((c) => c.kind === 'instant');
    expect(instantCalls.length).toBeGreaterThan(0);
    expect(instantCalls.every((c) => c.kind === 'instant' && c.at === iso(5))).toBe(true);
    expect(svc.calls.some((c) => c.kind === 'window' && c.from === iso(5) && c.fromExclusive)).toBe(true);
  });

  it('de-duplicates across collections sharing one map and respects a limiter', async () => {
    const records = Array.from({ length: 30 }, (_, i) => ({ id: pad(i), t: iso(i) }));
    const svc = fakeService(records, 7);
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const fetchPage = (req: PageRequest) =>
      limit(async () => {
        peak = Math.max(peak, ++running);
        try {
          return await svc.fetchPage(req);
        } finally {
          running -= 1;
        }
      });
    const into = new Map<string, Rec>();
    const opts = { pageSize: 7, fetchPage, timeOf: (r: Rec) => r.t, idOf: (r: Rec) => r.id, into };
    await Promise.all([
      collectByTime({ ...opts, from: iso(0), to: iso(20) }),
      collectByTime({ ...opts, from: iso(10), to: iso(30) }),
      collectByTime({ ...opts, from: iso(5), to: iso(25) }),
    ]);
    expect(into.size).toBe(30);
    expect(peak).toBeLessThanOrEqual(2);
  });

  it('refuses to loop on a service that ignores the filter', async () => {
    const page = Array.from({ length: 5 }, (_, i) => ({ id: pad(i), t: iso(i) }));
    await expect(
      collectByTime({
        from: iso(10),
        to: iso(20),
        pageSize: 5,
        fetchPage: async () => page,
        timeOf: (r) => r.t,
        idOf: (r) => r.id,
      }),
    ).rejects.toThrow(/not ordered/);
    await expect(
      collectByTime({
        from: iso(0),
        to: iso(20),
        pageSize: 5,
        fetchPage: async () => page,
        timeOf: (r) => r.t,
        idOf: (r) => r.id,
      }),
    ).rejects.toThrow(/not ordered/);
    // a service that always has one more full page
    const endless = async (req: PageRequest) => {
      const start = Date.parse(req.kind === 'window' ? req.from : req.at);
      return Array.from({ length: 5 }, (_, i) => ({
        id: `${start}-${i}`,
        t: new Date(start + i * 60_000).toISOString(),
      }));
    };
    await expect(
      collectByTime({
        from: iso(0),
        to: iso(20),
        pageSize: 5,
        maxPages: 20,
        fetchPage: endless,
        timeOf: (r) => r.t,
        idOf: (r) => r.id,
      }),
    ).rejects.toThrow(/gave up/);
  });
});

describe('collectByTime, streaming', () => {
  const walk = async (
    records: Rec[],
    pageSize: number,
    opts: { start?: { from: string; fromExclusive: boolean }; stopAfter?: number; split?: boolean } = {},
  ) => {
    const svc = fakeService(records, pageSize);
    const seen: string[] = [];
    const positions: { from: string; fromExclusive: boolean }[] = [];
    const handedAt: number[] = [];
    let handed = 0;
    await collectByTime<Rec>({
      from: iso(0),
      to: iso(100_000),
      pageSize,
      fetchPage: svc.fetchPage,
      timeOf: (r) => r.t,
      idOf: (r) => r.id,
      start: opts.start,
      // The other field's walk of one instant, as the reservation reads narrow a crowded Created instant by StartUtc.
      splitInstant: opts.split ? async (at) => records.filter((r) => r.t === at) : undefined,
      onPage: async (page, next) => {
        if (opts.stopAfter !== undefined && handed === opts.stopAfter) throw new Error('cut off');
        // One page never names a record twice (the mirror writes a page in one statement per chunk).
        expect(new Set(page.map((r) => r.id)).size).toBe(page.length);
        handed += 1;
        seen.push(...page.map((r) => r.id));
        positions.push(next);
        handedAt.push(seen.length);
      },
    }).catch((error: Error) => {
      if (error.message !== 'cut off') throw error;
    });
    return { seen, positions, handedAt, svc };
  };

  const records = [
    ...Array.from({ length: 23 }, (_, i) => ({ id: `a${pad(i)}`, t: iso(7) })),
    ...Array.from({ length: 40 }, (_, i) => ({ id: pad(i), t: iso(Math.floor(i / 3)) })),
  ];
  const ids = records.map((r) => r.id).sort();

  it(
    'hands every record over in time order, an instant larger than a page complete before the walk passes ' + 'it',
    async () => {
      for (const split of [false, true]) {
        const { seen, positions, handedAt } = await walk(records, 10, { split });
        expect([...new Set(seen)].sort()).toEqual(ids);
        expect(positions.at(-1)).toEqual({ from: iso(100_000), fromExclusive: false });
        const crowded = positions.findIndex((p) => p.from === iso(7) && p.fromExclusive);
        // Every record at the crowded instant was handed over by the time the position moved past it.
        expect(crowded).toBeGreaterThanOrEqual(0);
        const before = new Set(seen.slice(0, handedAt[crowded]));
        expect(records.filter((r) => r.t === iso(7)).every((r) => before.has(r.id))).toBe(true);
      }
    },
  );

  it('resumes from any stored position and misses nothing', async () => {
    const full = await walk(records, 10);
    for (let cut = 0; cut < full.positions.length; cut++) {
      const first = await walk(records, 10, { stopAfter: cut + 1 });
      const rest = await walk(records, 10, { start: first.positions.at(-1) });
      expect([...new Set([...first.seen, ...rest.seen])].sort()).toEqual(ids);
    }
  });

  it('narrows a crowded instant with the caller’s split instead of an Id keyset', async () => {
    const { svc } = await walk(records, 10, { split: true });
    expect(svc.calls.every((c) => c.kind === 'window')).toBe(true);
  });
});
