import { ZDeletedQuery, type DeletedQuery, type DeletedQueryInput } from '../contract';
import { AppError } from '@/lib/errors';

/**
 * The audit's query, checked here too: the route has parsed it already (and named the field for an HTTP caller),
 * but a script or a test calling features/deleted/server must get the same refusal. Parsing a parsed query changes
 * nothing.
 */
export function readDeletedQuery(input: DeletedQueryInput): DeletedQuery {
  const parsed = ZDeletedQuery.safeParse(input);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
  throw new AppError('invalid_request', details.map((d) => `${d.field}: ${d.message}`).join('; '), details);
}
