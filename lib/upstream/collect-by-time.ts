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
  /**
   * Window pages ordered by time then Id; instant pages ordered by Id. Page calls of one collection may run
   * concurrently.
   */
  fetchPage(request: PageRequest): Promise<T[]>;
  timeOf(record: T): string;
  idOf(record: T): string;
  /** Where records land, keyed by Id; pass one map to several collections to de-duplicate across them. */
  into?: Map<string, T>;
  /** Guard against a service that never returns a short page. */
  maxPages?: number;
  /**
   * Every record at one instant, when a whole page shares it. By default a keyset on Id; a caller whose filter
   * cannot compare Ids narrows by another time field instead (readReservations).
   */
  splitInstant?(at: string, afterId: string): Promise<T[]>;
  /**
   * Streams instead of collecting: each page (with its instant drained) is handed over in time order with the
   * position after it, from which a walk cut off later resumes (`start`). Pages are then fetched one at a time.
   */
  onPage?(records: T[], next: WalkPosition): Promise<void>;
  start?: WalkPosition;
}

/** Where a time-ordered walk stands: everything before `from` (and at it, when exclusive) has been handed over. */
export interface WalkPosition {
  from: string;
  fromExclusive: boolean;
}

class PagingError extends Error {}

export async function collectByTime<T>(opts: CollectByTimeOptions<T>): Promise<Map<string, T>> {
  const out = opts.into ?? new Map<string, T>();
  const streaming = !!opts.onPage;
  const maxPages = opts.maxPages ?? 10_000;
  let pages = 0;
  const fetchPage = async (req: PageRequest) => {
    if (++pages > maxPages) throw new PagingError(`gave up after ${maxPages} pages`);
    const page = await opts.fetchPage(req);
    if (!streaming) for (const r of page) out.set(opts.idOf(r), r);
    return page;
  };

  // All records at one instant: keyset by Id, since no time filter can split an instant.
  const drainInstant = async (at: string, afterId: string) => {
    const found: T[] = [];
    for (let id = afterId; ;) {
      const page = await fetchPage({ kind: 'instant', at, afterId: id });
      found.push(...page);
      if (page.length < opts.pageSize) return found;
      const next = opts.idOf(page[page.length - 1]!);
      if (next === id) throw new PagingError(`no progress at instant ${at}`);
      id = next;
    }
  };
  const splitInstant = async (at: string, afterId: string) => {
    if (!opts.splitInstant) return drainInstant(at, afterId);
    const found = await opts.splitInstant(at, afterId);
    if (!streaming) for (const r of found) out.set(opts.idOf(r), r);
    return found;
  };

  const instants: Promise<unknown>[] = [];
  let from = opts.start?.from ?? opts.from;
  let fromExclusive = opts.start?.fromExclusive ?? false;
  for (;;) {
    const page = await fetchPage({ kind: 'window', from, fromExclusive, to: opts.to });
    const full = page.length >= opts.pageSize;
    if (!full) {
      await opts.onPage?.(page, { from: opts.to, fromExclusive: false });
      break;
    }
    const first = opts.timeOf(page[0]!);
    const last = opts.timeOf(page[page.length - 1]!);
    // A page starting before its own lower bound means the service ignored the filter or the ordering: stop, do not
    // loop.
    if (Date.parse(first) < Date.parse(from) || Date.parse(last) < Date.parse(first))
      throw new PagingError(`page is not ordered by time from ${from} (got ${first} … ${last})`);
    if (first === last) {
      // The instant runs beside the rest of the window (the two are independent sub-ranges), unless pages are
      // handed over in order, where it has to be complete before the walk moves past it.
      const instant = splitInstant(last, opts.idOf(page[page.length - 1]!));
      fromExclusive = true;
      if (streaming) {
        // The split may hand back records this page already holds: each id goes over once.
        const onPage = new Set(page.map(opts.idOf));
        for (const r of await instant) if (!onPage.has(opts.idOf(r))) page.push(r);
      } else instants.push(instant);
    } else {
      fromExclusive = false;
    }
    from = last;
    await opts.onPage?.(page, { from, fromExclusive });
  }
  await Promise.all(instants);
  return out;
}
