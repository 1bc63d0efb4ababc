// Waits for the mirror to hold what a read answered (the BFF writes it in the background after answering).
import type { OutageStack } from './open-outage-stack';
import { readDatabase } from './read-database';

/** Until the mirror holds every one of `ids` (it is written in the background after a read answers). */
export async function waitForMirror(stack: OutageStack, ids: string[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const held = new Set(
      (await readDatabase({ databaseUrl: stack.databaseUrl })).mirror
        .filter((r) => r.shown)
        .map((r) => r.id.toLowerCase()),
    );
    const lacking = ids.filter((id) => !held.has(id));
    if (lacking.length === 0) return;
    if (Date.now() > deadline)
      throw new Error(`the mirror lacks ${lacking.length} of the ${ids.length} reservations read, 60 s after the read`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
