import { ERROR_STATUS, type ErrorCode } from './error-codes';

export interface FieldIssue {
  field: string;
  message: string;
}

/** The one error type route handlers and modules throw; the route wrapper turns it into `{ error: { code, message, details } }`. */
export class AppError extends Error {
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
