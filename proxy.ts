import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';

// Every page passes here: it gets a Content-Security-Policy with a fresh nonce (Next.js reads the nonce from the
// request's CSP header and puts it on its own scripts, which is why every page renders per request), and a page
// other than /login without a session cookie is sent to the sign-in page. The latter is an optimistic check only:
// the real one (valid session, enabled account, role) happens in every layout and route handler.
// API routes and static files are not matched: they get their fixed headers from next.config.ts, and a matched
// request has its body buffered for the proxy (up to experimental.proxyClientMaxBodySize).

const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];
const PUBLIC_PAGES = new Set(['/login', '/login/refused']);
/** Two years, the usual value for HSTS; no `preload`, which only an operator can decide for a domain. */
const HSTS = 'max-age=63072000; includeSubDomains';

export function proxy(request: NextRequest) {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const https = new URL(env().NEXTAUTH_URL).protocol === 'https:';
  const policy = contentSecurityPolicy(nonce, { https, development: env().NODE_ENV === 'development' });

  const { pathname } = request.nextUrl;
  let response: NextResponse;
  if (PUBLIC_PAGES.has(pathname) || SESSION_COOKIES.some((name) => request.cookies.has(name))) {
    const headers = new Headers(request.headers);
    headers.set('content-security-policy', policy);
    response = NextResponse.next({ request: { headers } });
  } else {
    const url = request.nextUrl.clone();
    url.pathname = '/login';
    url.search = '';
    const target = pathname + request.nextUrl.search;
    if (target !== '/') url.searchParams.set('callbackUrl', target);
    response = NextResponse.redirect(url);
  }
  response.headers.set('Content-Security-Policy', policy);
  if (https) response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}

/**
 * Scripts only by this request's nonce ('strict-dynamic' lets them load Next.js's chunks); no eval outside
 * `next dev`, where React's dev tooling needs it. Styles allow inline: React renders `style` attributes (grid
 * positions and widths), which a nonce cannot cover; a style cannot run script.
 */
function contentSecurityPolicy(nonce: string, options: { https: boolean; development: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

export const config = {
  // Pages, /login included; not the API, Next.js's own files or the files in public/.
  matcher: ['/((?!api/|_next/|favicon.ico|.*\\.(?:png|svg|ico|txt|webmanifest)$).*)'],
};
