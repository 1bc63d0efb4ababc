import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * A log line for an unexpected error. A failed database query's message carries its parameters (password
 * hashes, sealed secrets), so for those only the SQL and the driver's own message are kept.
 */
export function describeErrorForLog(error: unknown, options: { stack?: boolean } = { stack: true }): string {
  if (error instanceof DrizzleQueryError) {
    return `database query failed: ${error.cause?.message ?? 'unknown cause'} (query: ${error.query})`;
  }
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (cause: ${describeErrorForLog(error.cause, { stack: false })})` : '';
    const stack = options.stack ? `\n${error.stack?.split('\n').slice(1, 6).join('\n') ?? ''}` : '';
    return `${error.message}${cause}${stack}`;
  }
  return String(error);
}
