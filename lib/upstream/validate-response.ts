// Checks an answer against its zod schema; a mismatch becomes an upstream_error that names the first bad field.
import type { z } from 'zod';
import { AppError } from '@/lib/api/app-error';

export function validateResponse<S extends z.ZodType>(schema: S, body: unknown, method: string, path: string): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.slice(0, 10).map((i) => ({ field: i.path.map(String).join('.') || '(body)', message: i.message }));
  const first = issues[0]!;
  throw new AppError('upstream_error', `The reservation service sent an unexpected response to ${method} ${path}: field ${first.field} ${first.message}`, {
    reason: 'bad_response',
    field: first.field,
    issues,
  });
}
