// Busy morning: two production instances on one PostgreSQL behind the suite's balancer, webhooks,
// live streams and planners at once, the service misbehaving on purpose.
import { runBusyMorning, type ScenarioResult, type Size } from './support/run-busy-morning';

export function busyMorning(size: Size): Promise<ScenarioResult> {
  return runBusyMorning({ name: 'busy-morning', size, instances: 2, postgres: true });
}
