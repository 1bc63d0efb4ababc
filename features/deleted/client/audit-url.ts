import { DELETED_PAGE_SIZES, MAX_DELETED_PAGE } from '../contract';
import { isGuid } from '@/lib/contracts';
import type { DeletedPageQuery } from './queries';
import { localMidnightUtc } from '@/lib/time';

// The audit page's state lives in the URL (filters and page), so a link a planner shares opens the same list.

export interface AuditFilters {
  /** Days of deletion, YYYY-MM-DD, both included; '' for open. */
  from: string;
  to: string;
  rampId: string;
  carrier: string;
  q: string;
}

export interface AuditState {
  filters: AuditFilters;
  page: number;
  pageSize: number;
}

export const NO_FILTERS: AuditFilters = { from: '', to: '', rampId: '', carrier: '', q: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day that exists (2026-02-30 does not); a hand-edited URL with anything else is read as no filter. */
const isDay = (v: string | null): v is string =>
  !!v && DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export function readAuditUrl(params: URLSearchParams): AuditState {
  const pageSize = DELETED_PAGE_SIZES.find((s) => String(s) === params.get('pageSize')) ?? 50;
  // Within what the route accepts, so a hand-edited URL shows a page rather than an error.
  const page = Math.min(MAX_DELETED_PAGE, Math.max(0, Math.floor(Number(params.get('page')) || 0)));
  const from = params.get('from');
  const to = params.get('to');
  return {
    filters: {
      from: isDay(from) ? from : '',
      to: isDay(to) ? to : '',
      rampId: isGuid(params.get('rampId')) ? params.get('rampId')! : '',
      carrier: (params.get('carrier') ?? '').slice(0, 100),
      q: (params.get('q') ?? '').slice(0, 100),
    },
    page,
    pageSize,
  };
}

export const hasFilters = (f: AuditFilters) => Object.values(f).some((v) => v !== '');

/** A "to" day before the "from" day matches nothing: it is left out of the query and the field says why. */
export const toBeforeFrom = (f: AuditFilters) => f.from !== '' && f.to !== '' && f.to < f.from;

/**
 * The API query of a state. The days are the planner's own (the browser's zone): "from" starts at its local midnight,
 * "to" ends at the next one, so both days are whole.
 */
export function auditQuery({ filters: f, page, pageSize }: AuditState, timeZone: string): DeletedPageQuery {
  return {
    from: f.from ? new Date(localMidnightUtc(f.from, timeZone)).toISOString() : undefined,
    to: f.to && !toBeforeFrom(f) ? new Date(localMidnightUtc(f.to, timeZone, 1)).toISOString() : undefined,
    rampId: f.rampId || undefined,
    carrier: f.carrier.trim() || undefined,
    q: f.q.trim() || undefined,
    page,
    pageSize,
  };
}
