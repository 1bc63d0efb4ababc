// next-auth's endpoints, with the sign-in throttle in front of the credentials callback.
import NextAuth from 'next-auth';
import { NextResponse, type NextRequest } from 'next/server';
import { clientAddress } from '@/lib/api/client-address';
import { getAuthOptions } from '@/lib/auth/auth-options';
import { checkSignInThrottle, clearSignInFailures, recordSignInFailure } from '@/lib/auth/sign-in-throttle';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ nextauth: string[] }> };

async function handle(request: NextRequest, context: Context): Promise<Response> {
  const { nextauth } = await context.params;
  const credentialSignIn = request.method === 'POST' && nextauth?.[0] === 'callback' && nextauth?.[1] === 'credentials';
  if (!credentialSignIn) return NextAuth(request, context, getAuthOptions());

  const form = await request.clone().formData().catch(() => null);
  const email = String(form?.get('email') ?? '').trim().toLowerCase();
  const subject = { email, address: clientAddress(request) };
  const wait = await checkSignInThrottle(subject);
  if (wait > 0) {
    return NextResponse.json(
      { error: { code: 'rate_limited', message: `Too many failed sign-ins. Try again in ${wait} seconds.`, details: { retryAfterSeconds: wait } } },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  }

  const response: Response = await NextAuth(request, context, getAuthOptions());
  if (response.status === 401) await recordSignInFailure(subject);
  else if (response.ok && email) await clearSignInFailures(email);
  return response;
}

export { handle as GET, handle as POST };
