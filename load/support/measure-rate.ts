import { CHANGES_PER_SECOND } from './busy-morning-settings';
import type { driveChanges } from './drive-changes';
import type { LoadStack } from './open-load-stack';
import { waitForInboxDrain } from './wait-for-inbox-drain';

/**
 * Changes at the full rate for 5 s without faults, then the changes per second the stack turned into a drained inbox.
 */
export async function measureRate(
  stack: LoadStack,
  admin: string,
  driver: ReturnType<typeof driveChanges>,
): Promise<number> {
  const before = driver.changes.length;
  const started = Date.now();
  await driver.run(CHANGES_PER_SECOND, 5);
  const drained = await waitForInboxDrain({
    emulatorUrl: stack.emulator.url,
    proxyUrl: stack.proxy.url,
    adminCookie: admin,
    timeoutMs: 120_000,
  });
  if (drained.failure) throw new Error(`the measuring burst did not drain: ${drained.failure.ids.join(', ')}`);
  return (driver.changes.length - before) / ((drained.at - started) / 1000);
}
