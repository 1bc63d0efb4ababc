import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Snapshot } from './emulator-state';
import { createSnapshotStore } from './persist-snapshot';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'snapshot-test-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const snapshot = (seed: number) => ({ version: 1, seed }) as unknown as Snapshot;

describe('createSnapshotStore', () => {
  it('writes debounced, flushes on demand and loads what it wrote', async () => {
    let current = snapshot(1);
    const store = createSnapshotStore(
      dir,
      () => current,
      () => 20,
    );
    expect(store.load()).toBeNull();
    store.schedule();
    current = snapshot(2);
    store.schedule();
    await new Promise((r) => setTimeout(r, 100));
    expect(store.load()).toEqual(snapshot(2));
    current = snapshot(3);
    await store.flush();
    expect(JSON.parse(await readFile(path.join(dir, 'emulator/state.json'), 'utf8'))).toEqual(snapshot(3));
    current = snapshot(4);
    store.schedule();
    store.flushSync();
    expect(store.load()).toEqual(snapshot(4));
  });
});
