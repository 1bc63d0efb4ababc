import { AppError } from '@/lib/errors';

/**
 * Whether a failed read may be answered from the mirror: the service is down, slow, overloaded or refusing
 * Slotboard's credentials. Not when Slotboard asked something wrong, nothing is connected, or it does not exist.
 */
export function canFallBack(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  const reason = (error.details as { reason?: string } | undefined)?.reason;
  if (error.code === 'upstream_unavailable') return reason !== 'not_configured';
  if (error.code === 'upstream_error') return reason !== 'rejected_query';
  return false;
}
