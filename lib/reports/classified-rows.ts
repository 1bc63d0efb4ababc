import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { REPORT_FIELDS, type ResolvedScope, scopeFilter } from './resolve-report-scope';

/**
 * The punctuality report's rows as a SQL subquery: each reservation whose slot starts in the scope, with its outcome,
 * delay, dwell and turnaround in minutes. The rules are classify-punctuality.ts's, in the same order.
 */
export function classifiedRows(scope: ResolvedScope, toleranceMinutes: number, now: number, columns: SQL = sql``): SQL {
  const nowAt = new Date(now).toISOString();
  return sql`(
    select id, start_utc, end_utc, resource_id, carrier, status, arrival, departure, ${columns}
      extract(epoch from arrival - start_utc) / 60 as delay,
      case
        when arrival is not null then
          case when extract(epoch from arrival - start_utc) / 60 < ${-toleranceMinutes} then 'early'
               when extract(epoch from arrival - start_utc) / 60 > ${toleranceMinutes} then 'late'
               else 'onTime' end
        when not_arrived then 'noShow'
        when status <> 'Approved' then 'notApproved'
        when end_utc <= ${nowAt}::timestamptz then 'noShow'
        else 'open'
      end as outcome,
      case when departure is not null and arrival is not null then extract(epoch from departure - arrival) / 60 end as dwell,
      case when departure is not null and arrival is not null then extract(epoch from departure - greatest(arrival, start_utc)) / 60 end as turnaround
    from (select id, start_utc, end_utc, resource_id, record, ${REPORT_FIELDS} from reservation_mirror where ${scopeFilter(scope, 'starts')}) as scoped
  )`;
}
