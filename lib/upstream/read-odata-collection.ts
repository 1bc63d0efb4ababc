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

export async function readODataCollection<T extends z.ZodType>(
  ctx: UpstreamContext,
  set: string,
  item: T,
  query: ODataQuery = {},
): Promise<z.infer<T>[]> {
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
 * A service that refuses $count (the dialect says) gives no total; one that refuses $skip is read by its own
 * next-page links, without $top (so the links do not depend on the page asked for), from the nearest link seen
 * before at or before `skip` (pageCursors), or from the start.
 */
export async function readODataPage<T extends z.ZodType>(
  ctx: UpstreamContext,
  set: string,
  item: T,
  query: ODataQuery & { top: number; skip: number },
  dialect?: QueryDialect,
): Promise<ODataPage<z.infer<T>>> {
  const count = dialect ? dialect.may('$count') : true;
  if (query.skip > 0 && dialect && !dialect.may('$skip')) {
    const serverPaged: ODataQuery = { ...query, skip: 0, top: undefined, count };
    const key = `${set}?${buildQueryString(serverPaged)}`;
    const from = pageCursors(ctx).nearest(key, query.skip);
    const before = from?.offset ?? 0;
    const { items, total } = await readPages(
      ctx,
      set,
      item,
      serverPaged,
      query.skip + query.top + 1 - before,
      from,
      (cursor) => pageCursors(ctx).keep(key, cursor),
    );
    const page = items.slice(query.skip - before);
    return { items: page.slice(0, query.top), total, more: page.length > query.top };
  }
  const { items, total } = await readPages(ctx, set, item, { ...query, top: query.top + 1, count }, query.top + 1);
  return { items: items.slice(0, query.top), total, more: items.length > query.top };
}

/** A next-page link and how many items of its query come before it. */
export interface PageCursor {
  offset: number;
  path: string;
  query: string;
}

const MAX_QUERIES = 20;
const MAX_CURSORS = 500;
const cursorsByClient = new WeakMap<UpstreamContext, ReturnType<typeof createPageCursors>>();

/**
 * The next-page links a client has followed, per query, so page N of a service without $skip starts at the link
 * nearest before it instead of at the first page. As fresh as the links: a service whose skiptokens are offsets
 * may repeat or skip an order that changed meanwhile, as $skip would.
 */
export function createPageCursors() {
  const byQuery = new Map<string, PageCursor[]>();
  return {
    nearest(key: string, offset: number): PageCursor | undefined {
      return byQuery
        .get(key)
        ?.reduce<PageCursor | undefined>(
          (best, c) => (c.offset <= offset && c.offset > (best?.offset ?? 0) ? c : best),
          undefined,
        );
    },
    keep(key: string, cursor: PageCursor): void {
      const known = byQuery.get(key) ?? [];
      byQuery.delete(key);
      byQuery.set(key, known.some((c) => c.offset === cursor.offset) ? known : [...known, cursor].slice(-MAX_CURSORS));
      if (byQuery.size > MAX_QUERIES) byQuery.delete(byQuery.keys().next().value!);
    },
  };
}

function pageCursors(ctx: UpstreamContext) {
  let cursors = cursorsByClient.get(ctx);
  if (!cursors) cursorsByClient.set(ctx, (cursors = createPageCursors()));
  return cursors;
}

async function readPages<T extends z.ZodType>(
  ctx: UpstreamContext,
  set: string,
  item: T,
  query: ODataQuery,
  limit: number,
  from?: PageCursor,
  onLink?: (cursor: PageCursor) => void,
) {
  const schema = odataCollection(item);
  const items: z.infer<T>[] = [];
  let total: number | null = null;
  let path = from?.path ?? `${ctx.odata}/${set}`;
  let qs = from?.query ?? buildQueryString(query);
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await ctx.transport.send({ method: 'GET', path, query: qs, schema });
    items.push(...(res.data.value as z.infer<T>[]));
    total ??= res.data['@odata.count'] ?? null;
    const next = res.data['@odata.nextLink'];
    if (!next || (items.length >= limit && !onLink)) return { items, total };
    ({ path, query: qs } = nextPagePath(next, ctx.transport.config.baseUrl, path));
    // Kept even when this read has enough: the next page asked for starts there.
    onLink?.({ offset: (from?.offset ?? 0) + items.length, path, query: qs });
    if (items.length >= limit) return { items, total };
  }
  throw new AppError('upstream_error', `The reservation service kept sending next-page links for ${set}`, {
    reason: 'bad_response',
    field: '@odata.nextLink',
  });
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
    throw new AppError(
      'upstream_error',
      `The reservation service sent a next-page link to another host (${url.host})`,
      { reason: 'bad_response', field: '@odata.nextLink' },
    );
  }
  if (basePath && !url.pathname.startsWith(`${basePath}/`)) {
    throw new AppError(
      'upstream_error',
      `The reservation service sent a next-page link outside its address (${url.pathname})`,
      { reason: 'bad_response', field: '@odata.nextLink' },
    );
  }
  return { path: url.pathname.slice(basePath.length), query: url.search.replace(/^\?/, '') };
}
