// The busy morning on one instance with the embedded database (PGlite): the lower bound a small site can rely on.
// The rate is what a 5 s burst shows the instance can process (80% of it), at most the two-instance rate.
import { runBusyMorning, type ScenarioResult, type Size } from './support/run-busy-morning';

export function singlePglite(size: Size): Promise<ScenarioResult> {
  return runBusyMorning({ name: 'single-pglite', size, instances: 1, postgres: false, measureRate: true });
}
