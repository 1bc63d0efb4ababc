import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { PUNCTUALITY_OUTCOMES, type PunctualityOutcome } from '../contract';
import { REPORT_FIELDS, type ResolvedScope, scopeFilter } from './resolve-report-scope';

/**
 * The punctuality report's rows as a SQL subquery: each reservation whose slot starts in the scope, with its outcome,
 * delay, dwell and turnaround in minutes. The rules are classify-punctuality.ts's, in the same order; the minutes
 * are the mirror's own columns (migration 0010), so only the outcome, which depends on the tolerance and the time
 * now, is worked out here. Everything it selects but `columns` is in reservation_mirror_report_idx, so the
 * aggregates read the index alone: a caller wanting more (the id, fields of the record) names them in `columns`.
 */
/**
 * An outcome as classifiedRows gives it: its place in PUNCTUALITY_OUTCOMES (a small integer counts faster than text).
 */
export const outcomeCode = (outcome: PunctualityOutcome) => sql.raw(String(PUNCTUALITY_OUTCOMES.indexOf(outcome)));

export function classifiedRows(scope: ResolvedScope, toleranceMinutes: number, now: number, columns: SQL = sql``): SQL {
  const nowAt = new Date(now).toISOString();
  return sql`(
    select start_utc, end_utc, resource_id, ${REPORT_FIELDS}, report_delay as delay, report_dwell as dwell,
      report_turnaround as turnaround, ${columns}
      case
        when report_delay is not null then case
          when report_delay < ${-toleranceMinutes} then ${outcomeCode('early')}
          when report_delay > ${toleranceMinutes} then ${outcomeCode('late')}
          else ${outcomeCode('onTime')} end
        when report_not_arrived then ${outcomeCode('noShow')}
        when report_status <> 'Approved' then ${outcomeCode('notApproved')}
        when end_utc <= ${nowAt}::timestamptz then ${outcomeCode('noShow')}
        else ${outcomeCode('open')}
      end as outcome
    from reservation_mirror where ${scopeFilter(scope, 'starts')}
  )`;
}
