import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '../../lib/contracts';

// Every /api route file, found on disk, with the methods it exports; and the access the suite expects of each.
// The authorization spec fails for a route or method found here but not declared in ACCESS (or declared but gone),
// so a new route cannot ship unreviewed. The CSRF, input and secrets specs sweep the same discovery.

/**
 * - a role: the least role allowed (anonymous 401, a lower role 403);
 * - 'public': anyone, signed in or not (never 401/403);
 * - 'signed': no session opens it; the caller proves itself with the webhook signature (401 without one).
 */
export type Access = Role | 'public' | 'signed';

export const ACCESS: Record<string, Partial<Record<Method, Access>>> = {
  '/api/auth/[...nextauth]': { GET: 'public', POST: 'public' },
  '/api/health': { GET: 'public' },
  '/api/admin/users': { GET: 'admin', POST: 'admin' },
  '/api/admin/users/[id]': { PATCH: 'admin' },
  '/api/admin/site-locale': { GET: 'admin', PUT: 'admin' },
  '/api/admin/sign-in': { GET: 'admin', PUT: 'admin' },
  // The caller's own language: a viewer may change it (route option ownPreferences).
  '/api/me/locale': { PUT: 'viewer' },
  '/api/admin/connection': { GET: 'admin' },
  '/api/admin/connection/[environment]': { PUT: 'admin' },
  '/api/admin/connection/[environment]/test': { POST: 'admin' },
  '/api/admin/connection/[environment]/catalog': { GET: 'admin' },
  '/api/admin/connection/[environment]/order-fields': { GET: 'admin', PUT: 'admin' },
  '/api/admin/connection/[environment]/order-fields/refresh': { POST: 'admin' },
  '/api/admin/connection/[environment]/units/[id]': { GET: 'admin' },
  '/api/admin/connection/active': { POST: 'admin' },
  '/api/admin/upstream-calls': { GET: 'admin' },
  '/api/admin/sync': { GET: 'admin', POST: 'admin', PATCH: 'admin' },
  '/api/admin/webhooks': { GET: 'admin' },
  '/api/admin/webhooks/replay': { POST: 'admin' },
  '/api/admin/activity': { GET: 'admin' },
  '/api/admin/activity/export': { GET: 'admin' },
  '/api/deleted-reservations': { GET: 'viewer' },
  '/api/search': { GET: 'viewer' },
  '/api/reports/punctuality': { GET: 'viewer' },
  '/api/reports/punctuality/reservations': { GET: 'viewer' },
  '/api/reports/utilisation': { GET: 'viewer' },
  '/api/reports/[kind]/export': { GET: 'viewer' },
  '/api/reports/settings': { GET: 'viewer', PUT: 'admin' },
  '/api/schedule/print': { GET: 'viewer' },
  '/api/reservations': { GET: 'viewer', POST: 'planner' },
  '/api/reservations/[id]': { GET: 'viewer', PUT: 'planner' },
  '/api/reservations/[id]/note': { POST: 'planner' },
  '/api/reservations/from-orders': { POST: 'planner' },
  '/api/reservations/[id]/history': { GET: 'viewer' },
  '/api/live': { GET: 'viewer' },
  '/api/webhooks': { POST: 'signed' },
  '/api/resources': { GET: 'viewer' },
  '/api/vehicle-types': { GET: 'viewer' },
  '/api/units': { GET: 'viewer' },
  '/api/orders': { GET: 'viewer', POST: 'planner' },
  '/api/orders/[id]': { GET: 'viewer', PATCH: 'planner', DELETE: 'planner' },
  '/api/orders/[id]/rows': { GET: 'viewer', POST: 'planner' },
  '/api/order-rows/[id]': { PATCH: 'planner', DELETE: 'planner' },
  '/api/orders/row-summaries': { GET: 'viewer' },
  '/api/orders/features': { GET: 'viewer' },
  '/api/companies': { GET: 'viewer', POST: 'planner' },
  '/api/companies/[id]': { PATCH: 'planner', DELETE: 'planner' },
};

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];
export const MUTATIONS: readonly Method[] = ['POST', 'PUT', 'PATCH', 'DELETE'];

export interface ApiRoute {
  /** As the file tree names it: `/api/orders/[id]`. */
  pattern: string;
  file: string;
  methods: Method[];
  /** The methods whose handler reads a JSON body (`body:` in its route() options). */
  bodyMethods: Method[];
}

const apiRoot = path.resolve('app/api');

function findRoutes(dir: string): ApiRoute[] {
  const found: ApiRoute[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findRoutes(full));
    else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) {
      const source = readFileSync(full, 'utf8');
      // `export const GET = …`, `export async function GET`, and `export { handle as GET }`.
      const methods = METHODS.filter((m) =>
        new RegExp(`export\\s+(const|let|async\\s+function|function)\\s+${m}\\b|\\bas\\s+${m}\\b`).test(source),
      );
      // The options object of `route({ … }, handler)` holds no braces of its own.
      const bodyMethods = methods.filter((m) =>
        /\bbody\s*:/.test(
          new RegExp(`export\\s+const\\s+${m}\\s*=\\s*route\\(\\s*\\{([^{}]*)\\}`).exec(source)?.[1] ?? '',
        ),
      );
      // Route groups `(name)` are not part of the URL.
      const segments = path
        .relative(apiRoot, dir)
        .split(path.sep)
        .filter((s) => s && !/^\(.*\)$/.test(s));
      found.push({
        pattern: ['/api', ...segments].join('/'),
        file: path.relative(process.cwd(), full),
        methods,
        bodyMethods,
      });
    }
  }
  return found.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Every route file under app/api, read from disk when the spec loads. */
export const API_ROUTES: readonly ApiRoute[] = findRoutes(apiRoot);

/** A well-formed GUID no record has. */
export const UNKNOWN_ID = '3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f';

/**
 * A URL that reaches the route: dynamic segments filled with harmless values (an unknown id, the unused sandbox, a
 * report kind).
 */
export function concretePath(pattern: string, id = UNKNOWN_ID): string {
  if (pattern === '/api/auth/[...nextauth]') return '/api/auth/session';
  return pattern
    .replace(/\[\[?\.\.\.[^\]]+\]\]?/g, 'x')
    .replace('[environment]', 'sandbox')
    .replace('[kind]', 'punctuality')
    .replace(/\[[^\]]+\]/g, id);
}

/** Routes that stream (text/event-stream) and never end by themselves: only their status line is read. */
export const STREAMS = new Set(['/api/live']);
