import { ERROR_STATUS, type ErrorCode } from './error-codes';

export interface FieldIssue {
  field: string;
  message: string;
}

// Next.js may load this module once per server bundle (routes, instrumentation), while process-wide singletons such
// as the upstream client are shared between them: an AppError made by one copy must still be an AppError to another.
const BRAND = Symbol.for('slotboard.AppError');

/**
 * The one error type route handlers and modules throw; the route wrapper turns it into `{ error: { code, message,
 * details } }`.
 */
export class AppError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }

  readonly [BRAND] = true;
  readonly code: ErrorCode;
  readonly details?: unknown;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, message: string, details?: unknown, headers?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
