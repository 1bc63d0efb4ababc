import 'server-only';
import NextAuth, { type NextAuthOptions } from 'next-auth';
import { NextRequest, NextResponse } from 'next/server';
import { env } from '@/lib/env';
import { AppError, readLimitedBody } from '@/lib/errors';
import { admitSignIn } from './admit-sign-in';
import { getRequestAuthOptions } from './auth-options';
import { signInErrorCodeOf } from './judge-oidc-endpoint';
import { knownClientCookie } from './known-client-cookie';
import { OIDC_PROVIDER_ID } from './oidc-provider';
import { requestClientAddress } from './request-client-address';
import { signInContext, type SignInContext } from './sign-in-context';
import { checkSignInThrottle } from './sign-in-throttle';

/** Every next-auth POST (sign-in, sign-out, CSRF-checked callbacks) is a small form: nothing needs more. */
export const AUTH_MAX_BODY_BYTES = 8 * 1024;

type Context = { params: Promise<{ nextauth: string[] }> };

/**
 * next-auth's endpoints, with what next-auth does not do: a body limit on every POST (413 before parsing), and for the
 * credentials sign-in the throttle's 429 with Retry-After before any password work, a bounded number of sign-ins in
 * flight, and the known-client cookie for a browser that signed in. `segments` is the path after /api/auth/.
 * The caller (the route wrapper) has already refused a POST from another Origin.
 */
export async function handleAuthRequest(request: NextRequest, segments: string[]): Promise<Response> {
  const context: Context = { params: Promise.resolve({ nextauth: segments }) };
  if (request.method !== 'POST') return withOptions(segments, false, (options) => NextAuth(request, context, options));
  const body = await readLimitedBody(request, AUTH_MAX_BODY_BYTES);
  // The stream is spent: next-auth reads the same bytes from a copy of the request.
  const replay = new NextRequest(request.url, { method: 'POST', headers: request.headers, body });
  if (segments[0] !== 'callback' || segments[1] !== 'credentials') {
    const wantsJson = new URLSearchParams(new TextDecoder().decode(body)).get('json') === 'true';
    return withOptions(segments, wantsJson, (options) => NextAuth(replay, context, options));
  }
  return signInWithCredentials(request, replay, body, context);
}

/**
 * next-auth with this request's options. For the company sign-in's own steps (start, callback) the provider's judged
 * discovery document comes first; when the provider cannot be used, the sign-in page says so (the reason is in the
 * server log), as JSON for the button's `json=true` POST and as a redirect otherwise.
 */
async function withOptions(
  segments: string[],
  wantsJson: boolean,
  run: (options: NextAuthOptions) => Promise<Response>,
): Promise<Response> {
  const discover = (segments[0] === 'signin' || segments[0] === 'callback') && segments[1] === OIDC_PROVIDER_ID;
  let options: NextAuthOptions;
  try {
    options = await getRequestAuthOptions({ discover });
  } catch (error) {
    const code = signInErrorCodeOf(error);
    if (!code) throw error;
    const url = `${env().NEXTAUTH_URL.replace(/\/+$/, '')}/login?error=${code}`;
    return wantsJson ? NextResponse.json({ url }) : NextResponse.redirect(url, 302);
  }
  return run(options);
}

async function signInWithCredentials(
  request: NextRequest,
  replay: NextRequest,
  body: Uint8Array<ArrayBuffer>,
  context: Context,
): Promise<Response> {
  // The form posts urlencoded; anything else would be read differently here and in next-auth.
  if (!request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    return NextResponse.json(
      {
        error: {
          code: 'invalid_request',
          message: 'Sign in with the form (Content-Type: application/x-www-form-urlencoded).',
          details: [{ field: 'Content-Type', message: 'must be application/x-www-form-urlencoded' }],
        },
      },
      { status: 415 },
    );
  }
  // Read as next-auth reads it (the last of repeated fields wins), so both judge the same e-mail.
  const form = Object.fromEntries(new URLSearchParams(new TextDecoder().decode(body)));
  const email = form.email ?? '';
  const e = env();
  const secure = e.NEXTAUTH_URL.startsWith('https://');
  const cookieName = knownClientCookie.name(secure);
  const known = request.cookies.get(cookieName)?.value;
  const subject = {
    email,
    address: requestClientAddress(request.headers),
    knownClient: email ? knownClientCookie.find(known, email, e.NEXTAUTH_SECRET) : null,
  };

  const wait = await checkSignInThrottle(subject);
  if (wait > 0) throw throttled(wait);
  const release = admitSignIn();
  try {
    const attempt: SignInContext = { subject };
    const options = await getRequestAuthOptions();
    const response = await signInContext.run(attempt, () => NextAuth(replay, context, options));
    if (attempt.waitSeconds) throw throttled(attempt.waitSeconds);
    if (!attempt.signedIn || !startsSession(response)) return response;
    const cookie = [
      `${cookieName}=${knownClientCookie.add(known, email, e.NEXTAUTH_SECRET)}`,
      `Path=${knownClientCookie.path}`,
      `Max-Age=${knownClientCookie.maxAgeSeconds}`,
      'HttpOnly',
      'SameSite=Strict',
      ...(secure ? ['Secure'] : []),
    ].join('; ');
    const headers = new Headers(response.headers);
    headers.append('Set-Cookie', cookie);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  } finally {
    release();
  }
}

function throttled(seconds: number): AppError {
  return new AppError(
    'rate_limited',
    `Too many failed sign-ins. Try again in ${seconds} seconds.`,
    { retryAfterSeconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

const SESSION_COOKIE = /^(__Secure-)?next-auth\.session-token(\.\d+)?=[^;]/;
const startsSession = (response: Response) => response.headers.getSetCookie().some((c) => SESSION_COOKIE.test(c));
