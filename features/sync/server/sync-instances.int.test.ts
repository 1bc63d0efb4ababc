import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call } from '@/emulator/testing/call-service';
import { startConnected, utcDayStart } from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { diffReservationSets, readEmulatorReservations } from '@/test/read-emulator-state';

// Two instances on one PostgreSQL, each a separate process with its own scheduler: "Sync now" pressed on both
// runs once, and killing the one doing it hands the run to the other once the lease expires.

const postgres = databaseTargets.find((t) => t.name === 'postgres')!;
const root = path.resolve(import.meta.dirname, '../../..');
const LEASE_MS = 2000;

interface Instance {
  url: string;
  child: ChildProcess;
  id: string;
}

async function startInstance(port: number): Promise<Instance> {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(root, 'test/run-sync-instance.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        SYNC_TICK_MS: '300',
        SYNC_LEASE_MS: String(LEASE_MS),
        SYNC_OVERLAP_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const id = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance on ${port} not ready:\n${output}`)), 60_000);
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8000);
      const ready = /ready (\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]!);
      }
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.once('exit', (code) => reject(new Error(`instance on ${port} exited with ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, id };
}

const until = async <T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 90_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('sync across two instances on postgres', () => {
  const emulatorUrl = sharedEmulatorUrl();
  let db: typeof import('@/lib/db');
  const instances: Instance[] = [];

  useFreshDatabase(postgres, { SYNC_OVERLAP_MS: '0' });

  beforeAll(async () => {
    await startConnected(emulatorUrl, 'sync-instances-webhook-secret');
    db = await import('@/lib/db');
    const sync = await import('./');
    // The backfill first, here, so the instances' run is an incremental one over the changes made below.
    await sync.requestSync(null);
    await sync.kickSync();
    instances.push(...(await Promise.all([startInstance(4131), startInstance(4132)])));
  });

  afterAll(async () => {
    for (const i of instances) if (i.child.exitCode === null) i.child.kill('SIGKILL');
    await call(emulatorUrl, 'DELETE', '/_emulator/faults');
    await call(emulatorUrl, 'POST', '/_emulator/reset');
  });

  const runRow = async (id: number) =>
    (await (await db.getDb()).select().from(db.schema.syncRuns).where(eq(db.schema.syncRuns.id, id)))[0]!;

  it('runs once when both are asked, and the survivor completes the run its killed holder began', async () => {
    const [last] = (await (await db.getDb()).select().from(db.schema.syncRuns)).sort((a, b) => b.id - a.id);
    expect(last).toMatchObject({ kind: 'backfill', status: 'succeeded' });
    const created = { from: new Date(last!.startedAt!.getTime() + 1).toISOString(), to: new Date().toISOString() };
    const gen = await call(emulatorUrl, 'POST', '/_emulator/generate', {
      body: {
        count: 12_000,
        seed: 21,
        ramps: 60,
        from: utcDayStart(150).toISOString(),
        to: utcDayStart(200).toISOString(),
        created,
      },
    });
    expect(gen.body.added).toBe(12_000);
    // Slow answers, so the run is still going when its holder is killed.
    await call(emulatorUrl, 'PUT', '/_emulator/faults', { body: { latencyMs: 150 } });

    const answers = await Promise.all(
      instances.map(async (i) => (await call<{ runId: number; queued: boolean }>(i.url, 'POST', '/sync-now')).body),
    );
    expect(answers.map((a) => a.runId)).toEqual([answers[0]!.runId, answers[0]!.runId]);
    expect(answers.filter((a) => a.queued)).toHaveLength(1);
    const runId = answers[0]!.runId;

    const running = await until('the run to be two pages in', async () => {
      const row = await runRow(runId);
      return row.status === 'running' && row.records >= 2000 && row;
    });
    const holder = instances.find((i) => i.id === running.holder)!;
    const survivor = instances.find((i) => i !== holder)!;
    expect(holder).toBeDefined();
    holder.child.kill('SIGKILL');
    const killedAt = Date.now();
    const stoppedAt = running.records;

    const done = await until('the survivor to finish the run', async () => {
      const row = await runRow(runId);
      return row.status !== 'running' && row;
    });
    expect(done).toMatchObject({ status: 'succeeded', holder: survivor.id, error: null });
    // Not before the killed holder's lease ran out.
    expect(done.finishedAt!.getTime() - killedAt).toBeGreaterThanOrEqual(LEASE_MS - 500);
    // Resumed, not started over: the records read once, give or take the pages in flight at the kill.
    expect(done.records).toBeGreaterThan(stoppedAt);
    expect(done.records).toBeLessThan(12_000 + 2000);
    const manual = (await (await db.getDb()).select().from(db.schema.syncRuns)).filter(
      (r) => r.trigger === 'manual' && r.id !== last!.id,
    );
    expect(manual.map((r) => r.id)).toEqual([runId]);

    await call(emulatorUrl, 'DELETE', '/_emulator/faults');
    const m = db.schema.reservationMirror;
    const rows = await (await db.getDb()).select({ id: m.id, record: m.record, deletedAt: m.deletedAt }).from(m);
    const mirrored = new Map(rows.filter((r) => !r.deletedAt).map((r) => [r.id, r.record]));
    expect(
      diffReservationSets(await readEmulatorReservations(emulatorUrl, utcDayStart(-60), utcDayStart(400)), mirrored),
    ).toEqual([]);
  });
});
