// Reservations kept sorted by (StartUtc, Id) with a Map by Id, so a time slice is two binary searches away. Stored
// records are never changed in place: a change stores a new object (replace), which keeps caches keyed by record valid.
import type { Reservation } from '../domain/types';

const before = (a: Reservation, start: number, id: string) => a.StartUtc < start || (a.StartUtc === start && a.Id < id);

export class ReservationIndex {
  private sorted: Reservation[] = [];
  private byId = new Map<string, Reservation>();
  /** The longest slot ever stored, so an overlap scan knows how far back to look. */
  private maxDurationMs = 0;

  get size(): number {
    return this.sorted.length;
  }

  all(): readonly Reservation[] {
    return this.sorted;
  }

  get(id: string): Reservation | undefined {
    return this.byId.get(id.toLowerCase());
  }

  /** Replaces the whole content (load, reset); sorts once. */
  load(rows: Reservation[]): void {
    this.sorted = rows.slice().sort((a, b) => a.StartUtc - b.StartUtc || (a.Id < b.Id ? -1 : a.Id > b.Id ? 1 : 0));
    this.byId = new Map(rows.map((r) => [r.Id, r]));
    this.maxDurationMs = rows.reduce((m, r) => Math.max(m, r.EndUtc - r.StartUtc), 0);
  }

  /** Adds many at once (bulk generation): one sort instead of one splice each. */
  addMany(rows: Reservation[]): void {
    this.load(this.sorted.concat(rows));
  }

  insert(row: Reservation): void {
    const at = this.lowerBound(row.StartUtc, row.Id);
    this.sorted.splice(at, 0, row);
    this.byId.set(row.Id, row);
    this.maxDurationMs = Math.max(this.maxDurationMs, row.EndUtc - row.StartUtc);
  }

  remove(id: string): Reservation | undefined {
    const row = this.byId.get(id);
    if (!row) return undefined;
    const at = this.lowerBound(row.StartUtc, row.Id);
    this.sorted.splice(at, 1);
    this.byId.delete(id);
    return row;
  }

  /** Replaces a stored row by a changed copy (times may differ), keeping the order. */
  replace(row: Reservation): void {
    this.remove(row.Id);
    this.insert(row);
  }

  /** Index range [lo, hi) of rows whose StartUtc lies within the bounds (undefined = open). */
  rangeOfStart(
    from?: { value: number; inclusive: boolean },
    to?: { value: number; inclusive: boolean },
  ): [number, number] {
    const lo = from ? this.firstStartAtLeast(from.inclusive ? from.value : from.value + 1) : 0;
    const hi = to ? this.firstStartAtLeast(to.inclusive ? to.value + 1 : to.value) : this.sorted.length;
    return [lo, Math.max(lo, hi)];
  }

  slice(lo: number, hi: number): Reservation[] {
    return this.sorted.slice(lo, hi);
  }

  /** Reservations on one resource whose [StartUtc, EndUtc) overlaps [start, end). */
  findOverlaps(resourceId: string, start: number, end: number, ignoreId?: string): Reservation[] {
    const [lo, hi] = this.rangeOfStart(
      { value: start - this.maxDurationMs, inclusive: true },
      { value: end, inclusive: false },
    );
    const out: Reservation[] = [];
    for (let i = lo; i < hi; i++) {
      const r = this.sorted[i]!;
      if (r.ResourceId === resourceId && r.EndUtc > start && r.Id !== ignoreId) out.push(r);
    }
    return out;
  }

  private firstStartAtLeast(ms: number): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]!.StartUtc < ms) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private lowerBound(start: number, id: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(this.sorted[mid]!, start, id)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
