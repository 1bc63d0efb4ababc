// Reads a whole OData entity set, following @odata.nextLink, and never sends credentials to another host.
import 'server-only';
import { AppError } from '@/lib/errors';
import type { z } from 'zod';
import { buildQueryString, type ODataQuery } from './build-odata-query';
import { odataCollection } from './schemas';
import type { UpstreamContext } from './upstream-context';

const MAX_PAGES = 200;

export async function readODataCollection<T extends z.ZodType>(ctx: UpstreamContext, set: string, item: T, query: ODataQuery = {}): Promise<z.infer<T>[]> {
  const schema = odataCollection(item);
  const base = new URL(ctx.transport.config.baseUrl);
  const out: z.infer<T>[] = [];
  let path = `${ctx.odata}/${set}`;
  let qs = buildQueryString(query);
  for (let page = 0; page < MAX_PAGES; page++) {
    const res = await ctx.transport.send({ method: 'GET', path, query: qs, schema });
    out.push(...(res.data.value as z.infer<T>[]));
    const next = res.data['@odata.nextLink'];
    if (!next) return out;
    const url = new URL(next, `${base.origin}${path}`);
    if (url.origin !== base.origin) {
      throw new AppError('upstream_error', `The reservation service sent a next-page link to another host (${url.host})`, { reason: 'bad_response', field: '@odata.nextLink' });
    }
    path = url.pathname;
    qs = url.search.replace(/^\?/, '');
  }
  throw new AppError('upstream_error', `The reservation service kept sending next-page links for ${set}`, { reason: 'bad_response', field: '@odata.nextLink' });
}
