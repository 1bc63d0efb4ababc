import 'server-only';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import { getCurrentUser } from '@/lib/auth';
import { type CurrentUser, hasRole, type Role } from '@/lib/contracts';
import { env } from '@/lib/env';
import { AppError, describeErrorForLog, toErrorResponse } from '@/lib/errors';
import { checkOrigin } from './check-origin';
import { DEFAULT_MAX_BODY_BYTES, readJsonBody } from './read-json-body';

type Access = Role | 'public';

interface RouteOptions<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
> {
  /** Least role allowed. Mutations need at least planner whatever is given here (viewers never write). */
  role: Access;
  body?: B;
  query?: Q;
  params?: P;
  /** HTTP status on success when the handler returns plain data. */
  status?: number;
  /** For public routes whose callers prove themselves another way (a signed webhook) and send no Origin. */
  skipOriginCheck?: boolean;
  /**
   * The handler changes only the caller's own preferences (their language), which a viewer may change too: a
   * mutation then needs no more than `role`, instead of at least planner.
   */
  ownPreferences?: boolean;
  /** Largest JSON body accepted, in bytes (default 64 KiB); raise it only for a route whose form needs more. */
  maxBodyBytes?: number;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

interface HandlerContext<B, Q, P, A extends Access> {
  request: NextRequest;
  body: B;
  query: Q;
  params: P;
  user: A extends 'public' ? CurrentUser | null : CurrentUser;
}

type RouteContext = { params: Promise<Record<string, string | string[]>> };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Two years, as proxy.ts sends it with every page. */
const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The one wrapper every API handler goes through: session, role, Origin on mutations, zod parsing of
 * params, query and a size-limited body, and error mapping to `{ error: { code, message, details } }`.
 */
export function route<
  A extends Access,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(
  options: RouteOptions<B, Q, P> & { role: A },
  handler: (ctx: HandlerContext<Out<B>, Out<Q>, Out<P>, A>) => Promise<unknown>,
) {
  return async (request: NextRequest, context: RouteContext): Promise<Response> =>
    withTransportSecurity(await withoutBodyForHead(request, await answer(request, context)));

  async function answer(request: NextRequest, context: RouteContext): Promise<Response> {
    try {
      const mutation = !SAFE_METHODS.has(request.method);
      if (mutation && !(options.role === 'public' && options.skipOriginCheck)) checkOrigin(request, env().NEXTAUTH_URL);

      let user: CurrentUser | null = null;
      if (options.role !== 'public') {
        user = await getCurrentUser();
        if (!user) throw new AppError('unauthenticated', 'Sign in to continue.');
        const required: Role =
          mutation && options.role === 'viewer' && !options.ownPreferences ? 'planner' : options.role;
        if (!hasRole(user.role, required)) {
          throw new AppError(
            'forbidden',
            mutation && user.role === 'viewer'
              ? 'Viewers can look but not change anything.'
              : 'Your role does not allow this.',
          );
        }
      }

      const params = options.params ? parseOrThrow(options.params, await context.params, 'invalid_request') : undefined;
      const query = options.query
        ? parseOrThrow(options.query, Object.fromEntries(request.nextUrl.searchParams), 'invalid_request')
        : undefined;
      const body = options.body
        ? options.body.parse(await readJsonBody(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES))
        : undefined;

      const result = await handler({ request, body, query, params, user } as HandlerContext<Out<B>, Out<Q>, Out<P>, A>);
      if (result instanceof Response) return result;
      if (result === undefined) return new Response(null, { status: 204 });
      // Response.json, not NextResponse.json: the same answer without a second Response wrapped around the first.
      return Response.json(result, { status: options.status ?? 200 });
    } catch (error) {
      const { status, body, headers } = toErrorResponse(error);
      if (status === 500)
        console.error(`[api] ${request.method} ${request.nextUrl.pathname} failed: ${describeErrorForLog(error)}`);
      return Response.json(body, { status, headers });
    }
  }
}

/**
 * Next.js answers HEAD with the GET handler and then neither reads nor cancels the body, so a streamed download would
 * hold its export slot until its time limit: the body is cancelled here, which gives the slot back at once.
 */
async function withoutBodyForHead(request: NextRequest, response: Response): Promise<Response> {
  if (request.method !== 'HEAD' || !response.body) return response;
  await response.body.cancel().catch(() => undefined);
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Over https every answer tells the browser to stay on https (pages get the same from proxy.ts). */
function withTransportSecurity(response: Response): Response {
  if (!servedOverHttps(env().NEXTAUTH_URL)) return response;
  try {
    response.headers.set('Strict-Transport-Security', HSTS);
  } catch {
    // A handler's Response with immutable headers (one passed on from fetch) keeps its own.
  }
  return response;
}

let httpsOf: { url: string; https: boolean } | undefined;
/** Whether the public address is https, parsed once per address rather than once per answer. */
function servedOverHttps(url: string): boolean {
  if (httpsOf?.url !== url) httpsOf = { url, https: new URL(url).protocol === 'https:' };
  return httpsOf.https;
}

// Path and query problems are the caller's URL, not a form: 400 with the field named.
function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, code: 'invalid_request'): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
  throw new AppError(code, details.map((d) => `${d.field}: ${d.message}`).join('; '), details);
}
