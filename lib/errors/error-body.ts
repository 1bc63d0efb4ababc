import { ZodError } from 'zod';
import { AppError, type FieldIssue } from './app-error';

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export function fieldIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ field: i.path.map(String).join('.') || '(body)', message: i.message }));
}

/** Maps anything thrown in a handler to a status and body. Unknown errors say nothing internal. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; headers?: Record<string, string> } {
  if (error instanceof AppError) {
    return {
      status: error.status,
      headers: error.headers,
      body: {
        error: {
          code: error.code,
          message: error.message,
          ...(error.details === undefined ? {} : { details: error.details }),
        },
      },
    };
  }
  if (error instanceof ZodError) {
    const details = fieldIssues(error);
    const first = details[0];
    return {
      status: 422,
      body: {
        error: {
          code: 'validation_failed',
          message: first ? `${first.field}: ${first.message}` : 'The request is not valid.',
          details,
        },
      },
    };
  }
  return {
    status: 500,
    body: {
      error: {
        code: 'internal_error',
        message: 'Something went wrong on the server. Try again; if it keeps happening, tell an administrator.',
      },
    },
  };
}
