// Spec §4.2 retrieval under the 1000-record cap with a broken $skip: page through a time window ordered by
// (time, Id), continuing each full page from its last time (inclusive, so nothing at that instant is lost;
// the overlap is de-duplicated by Id). Only an instant holding a whole page is split further, by Id.

/** One page to fetch. Times are the service's own ISO strings, reused verbatim as filter literals. */
export type PageRequest =
  | { kind: 'window'; from: string; fromExclusive: boolean; to: string }
  | { kind: 'instant'; at: string; afterId: string };

interface CollectByTimeOptions<T> {
  /** Inclusive start and exclusive end of the window, ISO 8601. */
  from: string;
  to: string;
  pageSize: number;
  /** Window pages ordered by time then Id; instant pages ordered by Id. Page calls of one collection may run concurrently. */
  fetchPage(request: PageRequest): Promise<T[]>;
  timeOf(record: T): string;
  idOf(record: T): string;
  /** Where records land, keyed by Id; pass one map to several collections to de-duplicate across them. */
  into?: Map<string, T>;
  /** Guard against a service that never returns a short page. */
  maxPages?: number;
}

class PagingError extends Error {}

export async function collectByTime<T>(opts: CollectByTimeOptions<T>): Promise<Map<string, T>> {
  const out = opts.into ?? new Map<string, T>();
  const maxPages = opts.maxPages ?? 10_000;
  let pages = 0;
  const fetchPage = async (req: PageRequest) => {
    if (++pages > maxPages) throw new PagingError(`gave up after ${maxPages} pages`);
    const page = await opts.fetchPage(req);
    for (const r of page) out.set(opts.idOf(r), r);
    return page;
  };

  // All records at one instant: keyset by Id, since no time filter can split an instant.
  const drainInstant = async (at: string, afterId: string) => {
    for (let id = afterId; ; ) {
      const page = await fetchPage({ kind: 'instant', at, afterId: id });
      if (page.length < opts.pageSize) return;
      const next = opts.idOf(page[page.length - 1]!);
      if (next === id) throw new PagingError(`no progress at instant ${at}`);
      id = next;
    }
  };

  const instants: Promise<void>[] = [];
  let from = opts.from;
  let fromExclusive = false;
  for (;;) {
    const page = await fetchPage({ kind: 'window', from, fromExclusive, to: opts.to });
    if (page.length < opts.pageSize) break;
    const first = opts.timeOf(page[0]!);
    const last = opts.timeOf(page[page.length - 1]!);
    // A page starting before its own lower bound means the service ignored the filter or the ordering: stop, do not loop.
    if (Date.parse(first) < Date.parse(from) || Date.parse(last) < Date.parse(first)) throw new PagingError(`page is not ordered by time from ${from} (got ${first} … ${last})`);
    if (first === last) {
      // The instant runs beside the rest of the window: the two are independent sub-ranges.
      instants.push(drainInstant(last, opts.idOf(page[page.length - 1]!)));
      fromExclusive = true;
    } else {
      fromExclusive = false;
    }
    from = last;
  }
  await Promise.all(instants);
  return out;
}
