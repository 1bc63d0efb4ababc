// Reads an OData entity set, whole or one page of it, following @odata.nextLink and never sending credentials
// to another host.
import 'server-only';
import { AppError } from '@/lib/errors';
import type { z } from 'zod';
import { buildQueryString, type ODataQuery } from './build-odata-query';
import type { QueryDialect } from './fall-back-query';
import { odataCollection } from './schemas';
import type { UpstreamContext } from './upstream-context';

const MAX_PAGES = 200;

export async function readODataCollection<T extends z.ZodType>(ctx: UpstreamContext, set: string, item: T, query: ODataQuery = {}): Promise<z.infer<T>[]> {
  return (await readPages(ctx, set, item, query, Infinity)).items;
}

export interface ODataPage<T> {
  items: T[];
  /** All matches across pages, when the service says (`$count=true`); null when it does not. */
  total: number | null;
  /** Whether anything follows this page. */
  more: boolean;
}

/**
 * One page of `top` items after `skip`, with the total count. One more item than asked for is requested, so
 * "is there more" holds even when a service ignores $count; server pages smaller than `top` are followed.
 * A service that refuses $count (the dialect says) gives no total; one that refuses $skip is read from the start,
 * following its next-page links, up to the page asked for.
 */
export async function readODataPage<T extends z.ZodType>(ctx: UpstreamContext, set: string, item: T, query: ODataQuery & { top: number; skip: number }, dialect?: QueryDialect): Promise<ODataPage<z.infer<T>>> {
  const count = dialect ? dialect.may('$count') : true;
  const skipped = query.skip > 0 && dialect && !dialect.may('$skip') ? query.skip : 0;
  const wanted = skipped + query.top + 1;
  const { items, total } = await readPages(ctx, set, item, { ...query, skip: query.skip - skipped, top: wanted, count }, wanted);
  const page = items.slice(skipped);
  return { items: page.slice(0, query.top), total, more: page.length > query.top };
}

async function readPages<T extends z.ZodType>(ctx: UpstreamContext, set: string, item: T, query: ODataQuery, limit: number) {
  const schema = odataCollection(item);
  const items: z.infer<T>[] = [];
  let total: number | null = null;
  let path = `${ctx.odata}/${set}`;
  let qs = buildQueryString(query);
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await ctx.transport.send({ method: 'GET', path, query: qs, schema });
    items.push(...(res.data.value as z.infer<T>[]));
    total ??= res.data['@odata.count'] ?? null;
    const next = res.data['@odata.nextLink'];
    if (!next || items.length >= limit) return { items, total };
    ({ path, query: qs } = nextPagePath(next, ctx.transport.config.baseUrl, path));
  }
  throw new AppError('upstream_error', `The reservation service kept sending next-page links for ${set}`, { reason: 'bad_response', field: '@odata.nextLink' });
}

/**
 * Where a next-page link points, as a path below the service's base URL (which the transport puts in front again).
 * A base URL with a path of its own (`https://host/svc`) is not repeated, a relative link is read against the page
 * that carried it, and a link to another host or outside the base path is refused: credentials go nowhere else.
 */
export function nextPagePath(next: string, baseUrl: string, currentPath: string): { path: string; query: string } {
  const base = new URL(baseUrl.replace(/\/+$/, ''));
  const basePath = base.pathname.replace(/\/+$/, '');
  const url = new URL(next, `${base.origin}${basePath}${currentPath}`);
  if (url.origin !== base.origin) {
    throw new AppError('upstream_error', `The reservation service sent a next-page link to another host (${url.host})`, { reason: 'bad_response', field: '@odata.nextLink' });
  }
  if (basePath && !url.pathname.startsWith(`${basePath}/`)) {
    throw new AppError('upstream_error', `The reservation service sent a next-page link outside its address (${url.pathname})`, { reason: 'bad_response', field: '@odata.nextLink' });
  }
  return { path: url.pathname.slice(basePath.length), query: url.search.replace(/^\?/, '') };
}
