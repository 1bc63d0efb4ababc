import 'server-only';
import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { getCurrentUser } from '@/lib/auth';
import { type CurrentUser, hasRole, type Role } from '@/lib/contracts';
import { AppError, describeErrorForLog, toErrorResponse } from '@/lib/errors';
import { checkOrigin } from './check-origin';

type Access = Role | 'public';

interface RouteOptions<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined> {
  /** Least role allowed. Mutations need at least planner whatever is given here (viewers never write). */
  role: Access;
  body?: B;
  query?: Q;
  params?: P;
  /** HTTP status on success when the handler returns plain data. */
  status?: number;
  /** For public routes whose callers prove themselves another way (a signed webhook) and send no Origin. */
  skipOriginCheck?: boolean;
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

/**
 * The one wrapper every API handler goes through: session, role, Origin on mutations, zod parsing of
 * params, query and body, and error mapping to `{ error: { code, message, details } }`.
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
  return async (request: NextRequest, context: RouteContext): Promise<Response> => {
    try {
      const mutation = !SAFE_METHODS.has(request.method);
      if (mutation && !(options.role === 'public' && options.skipOriginCheck)) checkOrigin(request);

      let user: CurrentUser | null = null;
      if (options.role !== 'public') {
        user = await getCurrentUser();
        if (!user) throw new AppError('unauthenticated', 'Sign in to continue.');
        const required: Role = mutation && options.role === 'viewer' ? 'planner' : options.role;
        if (!hasRole(user.role, required)) {
          throw new AppError('forbidden', mutation && user.role === 'viewer' ? 'Viewers can look but not change anything.' : 'Your role does not allow this.');
        }
      }

      const params = options.params ? parseOrThrow(options.params, await context.params, 'invalid_request') : undefined;
      const query = options.query
        ? parseOrThrow(options.query, Object.fromEntries(request.nextUrl.searchParams), 'invalid_request')
        : undefined;
      const body = options.body ? options.body.parse(await readJson(request)) : undefined;

      const result = await handler({ request, body, query, params, user } as HandlerContext<Out<B>, Out<Q>, Out<P>, A>);
      if (result instanceof Response) return result;
      if (result === undefined) return new Response(null, { status: 204 });
      return NextResponse.json(result, { status: options.status ?? 200 });
    } catch (error) {
      const { status, body, headers } = toErrorResponse(error);
      if (status === 500) console.error(`[api] ${request.method} ${request.nextUrl.pathname} failed: ${describeErrorForLog(error)}`);
      return NextResponse.json(body, { status, headers });
    }
  };
}

// Path and query problems are the caller's URL, not a form: 400 with the field named.
function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown, code: 'invalid_request'): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message }));
  throw new AppError(code, details.map((d) => `${d.field}: ${d.message}`).join('; '), details);
}

async function readJson(request: NextRequest): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) throw new AppError('invalid_json', 'The request body is empty; send a JSON object.');
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('invalid_json', 'The request body is not valid JSON.');
  }
}
