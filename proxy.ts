import { NextResponse, type NextRequest } from 'next/server';

// An optimistic check only: no session cookie → the sign-in page, remembering where the user was going.
// The real check (valid session, enabled account, role) happens in every layout and route handler.
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

export function proxy(request: NextRequest) {
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = '/login';
  url.search = '';
  const target = request.nextUrl.pathname + request.nextUrl.search;
  if (target !== '/') url.searchParams.set('callbackUrl', target);
  return NextResponse.redirect(url);
}

export const config = {
  // Pages only: the API answers 401 itself, and the sign-in page and static files need no session.
  matcher: ['/((?!api/|login|_next/|favicon.ico|.*\\.(?:png|svg|ico|txt)$).*)'],
};
