// Writes the state to ${DATA_DIR}/emulator/state.json, debounced and atomically (temp file + rename).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Snapshot } from './emulator-state';

export interface SnapshotStore {
  load(): Snapshot | null;
  /** Asks for a write soon; many calls within the debounce window make one write. */
  schedule(): void;
  flush(): Promise<void>;
  flushSync(): void;
}

/** `debounceMs` is asked at each change, so a big store can wait longer between (blocking) serialisations. */
export function createSnapshotStore(
  dataDir: string,
  read: () => Snapshot,
  debounceMs: () => number = () => 300,
): SnapshotStore {
  const dir = path.join(dataDir, 'emulator');
  const file = path.join(dir, 'state.json');
  let timer: NodeJS.Timeout | null = null;
  let dirty = false;
  let writing: Promise<void> = Promise.resolve();
  let inFlight = false;

  const write = async () => {
    if (!dirty) return;
    dirty = false;
    inFlight = true;
    try {
      const text = JSON.stringify(read());
      await mkdir(dir, { recursive: true });
      const tmp = `${file}.${process.pid}.async.tmp`;
      await writeFile(tmp, text);
      await rename(tmp, file);
    } finally {
      inFlight = false;
    }
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    writing = writing.then(write, write);
    return writing;
  };

  return {
    load() {
      if (!existsSync(file)) return null;
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
      return parsed.version === 1 ? parsed : null;
    },
    schedule() {
      dirty = true;
      if (!timer)
        timer = setTimeout(
          () => flush().catch((e: unknown) => console.error('emulator: snapshot write failed', e)),
          debounceMs(),
        );
    },
    flush() {
      dirty = true;
      return flush();
    },
    flushSync() {
      if (timer) clearTimeout(timer);
      timer = null;
      // An async write cut short by exit never renames its temp file, so it must be redone here.
      if (!dirty && !inFlight) return;
      dirty = false;
      mkdirSync(dir, { recursive: true });
      const tmp = `${file}.${process.pid}.sync.tmp`;
      writeFileSync(tmp, JSON.stringify(read()));
      renameSync(tmp, file);
    },
  };
}
