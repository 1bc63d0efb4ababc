import {
  ACTIVITY_KINDS,
  ACTIVITY_PAGE_SIZES,
  isActivityDay,
  MAX_ACTIVITY_PAGE,
  SYSTEM_ACTOR,
  type ActivityKind,
  type ActivityQueryInput,
} from '../contract';
import { isGuid } from '@/lib/contracts';

// Admin → Activity keeps its filters and page in the URL, so a link an admin shares opens the same entries.

export interface ActivityFilters {
  /** A user id, "system", or '' for everyone. */
  actor: string;
  kind: ActivityKind | '';
  /** Days, YYYY-MM-DD, both included, on the admin's own clock; '' for open. */
  from: string;
  to: string;
}

export interface ActivityUrlState {
  filters: ActivityFilters;
  page: number;
  pageSize: number;
}

export const NO_ACTIVITY_FILTERS: ActivityFilters = { actor: '', kind: '', from: '', to: '' };
export const DEFAULT_ACTIVITY_PAGE_SIZE = 50;

/** What the URL says; anything a hand-edited URL gets wrong is read as no filter rather than an error. */
export function readActivityUrl(params: URLSearchParams): ActivityUrlState {
  const actor = (params.get('actor') ?? '').toLowerCase();
  const kind = params.get('kind') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    filters: {
      actor: actor === SYSTEM_ACTOR || isGuid(actor) ? actor : '',
      kind: (ACTIVITY_KINDS as readonly string[]).includes(kind) ? (kind as ActivityKind) : '',
      from: isActivityDay(from) ? from : '',
      to: isActivityDay(to) ? to : '',
    },
    page: Math.min(MAX_ACTIVITY_PAGE, Math.max(0, Math.floor(Number(params.get('page')) || 0))),
    pageSize: ACTIVITY_PAGE_SIZES.find((s) => String(s) === params.get('pageSize')) ?? DEFAULT_ACTIVITY_PAGE_SIZE,
  };
}

export const hasActivityFilters = (f: ActivityFilters) => Object.values(f).some((v) => v !== '');

/** A "to" day before the "from" day matches nothing: it is left out of the query and the field says why. */
export const activityToBeforeFrom = (f: ActivityFilters) => f.from !== '' && f.to !== '' && f.to < f.from;

/** The API query of a state: the days are read on the admin's own clock (`timeZone`, the browser's zone). */
export function activityQuery({ filters: f, page, pageSize }: ActivityUrlState, timeZone: string): ActivityQueryInput {
  return {
    actor: f.actor || undefined,
    kind: f.kind || undefined,
    from: f.from || undefined,
    to: f.to && !activityToBeforeFrom(f) ? f.to : undefined,
    timeZone,
    page,
    pageSize,
  };
}
