// Public entry of lib/health: liveness and readiness for /api/health.
export { checkHealth, type Health } from './check-health';
