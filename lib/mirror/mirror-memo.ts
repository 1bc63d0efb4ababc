import 'server-only';
import type { Environment } from '@/lib/contracts';

// What this process last wrote per reservation: a read of 8,000 unchanged reservations then costs no query.
const holder = globalThis as typeof globalThis & { __slotboardMirrorMemo?: Map<string, { hash: string; updated: string | null; seenAt: number }> };
const memo = (holder.__slotboardMirrorMemo ??= new Map());

/** What this process last wrote of a reservation: its hash, the service's Updated, and when it was last confirmed. */
export function rememberedVersion(environment: Environment, id: string) {
  return memo.get(`${environment}:${id}`);
}

export function remember(environment: Environment, id: string, hash: string, record: Record<string, unknown>, at: Date) {
  memo.set(`${environment}:${id}`, { hash, updated: typeof record.Updated === 'string' ? record.Updated : null, seenAt: at.getTime() });
}

/** Makes the next sighting of this reservation go to the database (it was marked gone or deleted there). */
export function forgetMirrored(environment: Environment, id: string) {
  memo.delete(`${environment}:${id.toLowerCase()}`);
}

/** For tests that reset the database under a running process. */
export function forgetMirrorMemo() {
  memo.clear();
}
