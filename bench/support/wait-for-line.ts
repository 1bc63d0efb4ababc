// Waits for a line of the dashboard server's output, e.g. its mirror reporting a copy it made after answering.
import type { StartedDashboard } from './start-dashboard';

/** The first match of `pattern` in the server's output so far, without its '[mirror] ' tag; null after `timeoutMs`. */
export async function waitForLine(
  dashboard: StartedDashboard,
  pattern: RegExp,
  timeoutMs: number,
): Promise<string | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = pattern.exec(dashboard.output());
    if (found) return found[0].replace('[mirror] ', '');
    await new Promise((r) => setTimeout(r, 200));
  }
  return null;
}
