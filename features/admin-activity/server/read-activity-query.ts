import { TZDate } from '@date-fns/tz';
import {
  isActivityDay,
  ZActivityExportQuery,
  ZActivityQuery,
  type ActivityExportQuery,
  type ActivityExportQueryInput,
  type ActivityQuery,
  type ActivityQueryInput,
} from '../contract';
import { AppError } from '@/lib/errors';
import type { z } from 'zod';

// The trail's query, checked here too: the route has parsed it already (and named the field for an HTTP caller), but
// a script or a test calling features/admin-activity/server must get the same refusal. Parsing a parsed query changes
// nothing.

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
  throw new AppError('invalid_request', details.map((d) => `${d.field}: ${d.message}`).join('; '), details);
}

export const readActivityQuery = (input: ActivityQueryInput): ActivityQuery => parse(ZActivityQuery, input);
export const readActivityExportQuery = (input: ActivityExportQueryInput): ActivityExportQuery =>
  parse(ZActivityExportQuery, input);

/**
 * The instant a `from`/`to` filter means. A day is read on the clock of `timeZone`: `from` is its local midnight,
 * `to` the next local midnight (so both days are whole, and a DST day has its 23 or 25 hours). An instant is itself.
 * The range is `from` included, `to` excluded.
 */
export function activityBound(value: string, edge: 'from' | 'to', timeZone: string): Date {
  if (isActivityDay(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, d + (edge === 'to' ? 1 : 0), 0, 0, 0, timeZone).getTime());
  }
  return new Date(Date.parse(value));
}
