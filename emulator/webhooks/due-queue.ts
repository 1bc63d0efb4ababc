// Deliveries by due time (ties in the order they were pushed) on heap-js's binary heap, so picking the next due one
// costs O(log n) however many wait in backoff; a job whose due time changed is pushed again and its old entry skipped.
import { Heap } from 'heap-js';

interface Entry<T> {
  dueAt: number;
  seq: number;
  job: T;
}

export class DueQueue<T extends { dueAt: number }> {
  private heap = new Heap<Entry<T>>((a, b) => a.dueAt - b.dueAt || a.seq - b.seq);
  private seq = 0;

  get size(): number {
    return this.heap.size();
  }

  push(job: T): void {
    this.heap.push({ dueAt: job.dueAt, seq: this.seq++, job });
  }

  /**
   * Removes and returns the earliest job due by `now` for which `live` holds. Entries whose job was pushed again
   * with another due time, or that `live` refuses (finished, in flight), are dropped on the way.
   */
  popDue(now: number, live: (job: T) => boolean): T | undefined {
    for (let top = this.heap.peek(); top; top = this.heap.peek()) {
      const stale = top.dueAt !== top.job.dueAt || !live(top.job);
      if (!stale && top.dueAt > now) return undefined;
      this.heap.pop();
      if (!stale) return top.job;
    }
    return undefined;
  }
}
