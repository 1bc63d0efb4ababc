import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { REPORT_FIELDS, type ResolvedScope, scopeFilter } from './resolve-report-scope';

/**
 * The punctuality report's rows as a SQL subquery: each reservation whose slot starts in the scope, with its outcome,
 * delay, dwell and turnaround in minutes. The rules are classify-punctuality.ts's, in the same order.
 */
export function classifiedRows(scope: ResolvedScope, toleranceMinutes: number, now: number, columns: SQL = sql``): SQL {
  const nowAt = new Date(now).toISOString();
  // Each `offset 0` keeps PostgreSQL from inlining the subquery, so a field is read out of the jsonb record and cast
  // once per row, not at each of its ten uses (measured: half the report's time). date_part gives a float; extract
  // gives numeric since PostgreSQL 14, several times slower to divide and compare.
  return sql`(
    select id, start_utc, end_utc, resource_id, carrier, status, arrival, departure, delay, ${columns}
      case
        when delay is not null then case when delay < ${-toleranceMinutes} then 'early' when delay > ${toleranceMinutes} then 'late' else 'onTime' end
        when not_arrived then 'noShow'
        when status <> 'Approved' then 'notApproved'
        when end_utc <= ${nowAt}::timestamptz then 'noShow'
        else 'open'
      end as outcome,
      case when departure is not null and arrival is not null then date_part('epoch', departure - arrival) / 60 end as dwell,
      case when departure is not null and arrival is not null then date_part('epoch', departure - greatest(arrival, start_utc)) / 60 end as turnaround
    from (
      select *, date_part('epoch', arrival - start_utc) / 60 as delay
      from (select id, start_utc, end_utc, resource_id, record, ${REPORT_FIELDS} from reservation_mirror where ${scopeFilter(scope, 'starts')} offset 0) as fields
      offset 0
    ) as scoped
  )`;
}
