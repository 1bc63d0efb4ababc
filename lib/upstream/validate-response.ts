// Checks an answer against its zod schema; a mismatch becomes an upstream_error that names the first bad field.
// Also the one place zod issues become field issues (input checks use it too).
import type { z } from 'zod';
import { AppError, type FieldIssue } from '@/lib/errors';

/** Zod issues as the project's field issues: the dotted path ('(body)' for the whole value) and the message. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ field: i.path.map(String).join('.') || '(body)', message: i.message }));
}

export function validateResponse<S extends z.ZodType>(
  schema: S,
  body: unknown,
  method: string,
  path: string,
): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = toFieldIssues(parsed.error).slice(0, 10);
  const first = issues[0]!;
  throw new AppError(
    'upstream_error',
    `The reservation service sent an unexpected response to ${method} ${path}: field ${first.field} ${first.message}`,
    {
      reason: 'bad_response',
      field: first.field,
      issues,
    },
  );
}
