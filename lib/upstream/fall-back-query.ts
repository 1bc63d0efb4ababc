// Query options a service may refuse (contains, tolower, in, $count, $skip): a refusal is detected once, remembered
// per connection, and the same read is made again once without them. Pure but for the one retry.
import { AppError } from '@/lib/errors';
import { compare, containsText, inGuids, odataGuid, odataString, or, type ODataExpr } from './build-odata-query';

export const REFUSABLE_OPTIONS = ['contains', 'tolower', 'in', '$count', '$skip'] as const;
export type RefusableOption = (typeof REFUSABLE_OPTIONS)[number];

/** Builds filter pieces in what the service accepts, and notes which refusable options it used. */
export interface QueryDialect {
  refused: ReadonlySet<RefusableOption>;
  used: Set<RefusableOption>;
  /** Case-insensitive substring match, or an exact match where substring search is refused. */
  search(property: string, term: string): ODataExpr;
  /** `Prop in (…)`, or an `or`-chain of `eq` where `in` is refused. */
  anyOfGuids(property: string, ids: string[]): ODataExpr;
  /** Whether $count / $skip may be sent; noted as used when they may. */
  may(option: '$count' | '$skip'): boolean;
}

export function createDialect(refused: ReadonlySet<RefusableOption>): QueryDialect {
  const used = new Set<RefusableOption>();
  return {
    refused,
    used,
    search(property, term) {
      if (refused.has('contains') || refused.has('tolower')) return compare(property, 'eq', odataString(term));
      used.add('contains').add('tolower');
      return containsText(property, term);
    },
    anyOfGuids(property, ids) {
      if (refused.has('in')) return or(...ids.map((id) => compare(property, 'eq', odataGuid(id))));
      used.add('in');
      return inGuids(property, ids);
    },
    may(option) {
      if (refused.has(option)) return false;
      used.add(option);
      return true;
    },
  };
}

/**
 * Which of the options a read used the service refused: null when the error is no refusal of the query (a 400 to
 * a read, or 501). Those the service's words name; when it names none of them, every one used, since a read
 * without them all is the one sure to pass.
 */
export function findRefusedOptions(error: unknown, used: ReadonlySet<RefusableOption>): RefusableOption[] | null {
  if (!(error instanceof AppError) || used.size === 0) return null;
  const details = (error.details ?? {}) as {
    reason?: unknown;
    status?: unknown;
    serviceMessage?: unknown;
    fields?: unknown;
  };
  if (details.reason !== 'rejected_query' && details.status !== 501) return null;
  const said = `${String(details.serviceMessage ?? '')} ${JSON.stringify(details.fields ?? [])}`.toLowerCase();
  const named = [...used].filter((option) =>
    new RegExp(`(^|[^a-z$])${option.replace('$', '\\$')}([^a-z]|$)`).test(said),
  );
  return named.length > 0 ? named : [...used];
}

/**
 * Runs a read built in the dialect of what is known refused; on a refusal of options it used, remembers them in
 * `refused` (the connection's memory) and runs it again without them. A service that names one refusal at a time
 * costs one more read per option, each learnt once; a refusal that teaches nothing new is passed on.
 */
export async function readWithFallback<T>(
  refused: Set<RefusableOption>,
  read: (dialect: QueryDialect) => Promise<T>,
  onLearnt?: (options: RefusableOption[]) => void,
): Promise<T> {
  for (;;) {
    const dialect = createDialect(new Set(refused));
    try {
      return await read(dialect);
    } catch (error) {
      const options = findRefusedOptions(error, dialect.used)?.filter((option) => !refused.has(option));
      if (!options?.length) throw error;
      for (const option of options) refused.add(option);
      onLearnt?.(options);
    }
  }
}
