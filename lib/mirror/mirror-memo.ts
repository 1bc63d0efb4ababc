import 'server-only';
import type { Environment } from '@/lib/contracts';
import { processState } from '@/lib/process-state';

interface Version {
  hash: string;
  updated: string | null;
  seenAt: number;
}

// What this process last wrote per reservation: a read of unchanged reservations then costs no query. A reservation
// is a slot in typed arrays, outside V8's heap walks: the hash as its 20 bytes and Updated as a time, where they read
// back as the same texts; any other version is kept as it is (docs/decisions/0100-mirror-memo-typed-arrays.md).
const HASH_BYTES = 20;
const NO_UPDATED = Number.NaN;

class Versions {
  slots = new Map<string, number>();
  free: number[] = [];
  used = 0;
  hashes = Buffer.alloc(HASH_BYTES * 1024);
  updated = new Float64Array(1024);
  seenAt = new Float64Array(1024);
  /** Versions whose hash or Updated does not read back from the compact form. */
  other = new Map<number, Version>();

  get(id: string): Version | undefined {
    const slot = this.slots.get(id);
    if (slot === undefined) return undefined;
    const kept = this.other.get(slot);
    if (kept) return kept;
    const updated = this.updated[slot]!;
    return {
      hash: this.hashes.toString('base64url', slot * HASH_BYTES, (slot + 1) * HASH_BYTES),
      updated: Number.isNaN(updated) ? null : new Date(updated).toISOString(),
      seenAt: this.seenAt[slot]!,
    };
  }

  set(id: string, version: Version) {
    let slot = this.slots.get(id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.used++;
      if (slot >= this.seenAt.length) this.grow();
      this.slots.set(id, slot);
    }
    const hash = Buffer.from(version.hash, 'base64url');
    const updated = version.updated === null ? NO_UPDATED : Date.parse(version.updated);
    const compact =
      hash.length === HASH_BYTES &&
      hash.toString('base64url') === version.hash &&
      (version.updated === null || (Number.isFinite(updated) && new Date(updated).toISOString() === version.updated));
    if (compact) {
      this.other.delete(slot);
      hash.copy(this.hashes, slot * HASH_BYTES);
      this.updated[slot] = updated;
      this.seenAt[slot] = version.seenAt;
    } else this.other.set(slot, version);
  }

  delete(id: string) {
    const slot = this.slots.get(id);
    if (slot === undefined) return;
    this.slots.delete(id);
    this.other.delete(slot);
    this.free.push(slot);
  }

  private grow() {
    const size = this.seenAt.length * 2;
    const hashes = Buffer.alloc(HASH_BYTES * size);
    this.hashes.copy(hashes);
    this.hashes = hashes;
    const updated = new Float64Array(size);
    updated.set(this.updated);
    this.updated = updated;
    const seenAt = new Float64Array(size);
    seenAt.set(this.seenAt);
    this.seenAt = seenAt;
  }
}

const memo = processState('mirror.versions', () => new Map<Environment, Versions>());

function versionsOf(environment: Environment): Versions {
  let versions = memo.get(environment);
  if (!versions) memo.set(environment, (versions = new Versions()));
  return versions;
}

/** What this process last wrote of a reservation: its hash, the service's Updated, and when it was last confirmed. */
export function rememberedVersion(environment: Environment, id: string): Version | undefined {
  return memo.get(environment)?.get(id);
}

export function remember(
  environment: Environment,
  id: string,
  hash: string,
  record: Record<string, unknown>,
  at: Date,
) {
  versionsOf(environment).set(id, {
    hash,
    updated: typeof record.Updated === 'string' ? record.Updated : null,
    seenAt: at.getTime(),
  });
}

/** Makes the next sighting of this reservation go to the database (it was marked gone or deleted there). */
export function forgetMirrored(environment: Environment, id: string) {
  memo.get(environment)?.delete(id.toLowerCase());
}

/** For tests that reset the database under a running process. */
export function forgetMirrorMemo() {
  memo.clear();
}
