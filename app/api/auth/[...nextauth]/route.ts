// next-auth's endpoints. The credentials callback answers 429 with Retry-After while the account or the
// address is locked; the attempts themselves are counted in authorize() (lib/auth/auth-options.ts).
import NextAuth from 'next-auth';
import { NextResponse, type NextRequest } from 'next/server';
import { clientAddress } from '@/lib/auth';
import { getAuthOptions } from '@/lib/auth';
import { checkSignInThrottle } from '@/lib/auth';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ nextauth: string[] }> };

async function handle(request: NextRequest, context: Context): Promise<Response> {
  const { nextauth } = await context.params;
  const credentialSignIn = request.method === 'POST' && nextauth?.[0] === 'callback' && nextauth?.[1] === 'credentials';
  if (!credentialSignIn) return NextAuth(request, context, getAuthOptions());

  // The form posts urlencoded; anything else would be read differently here and in next-auth.
  if (!request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')) {
    return NextResponse.json({ error: { code: 'invalid_request', message: 'Sign in with the form (application/x-www-form-urlencoded).' } }, { status: 415 });
  }
  const form = await request.clone().formData();
  const wait = await checkSignInThrottle({ email: String(form.get('email') ?? ''), address: clientAddress(request.headers.get('x-forwarded-for')) });
  if (wait > 0) {
    return NextResponse.json(
      { error: { code: 'rate_limited', message: `Too many failed sign-ins. Try again in ${wait} seconds.`, details: { retryAfterSeconds: wait } } },
      { status: 429, headers: { 'Retry-After': String(wait) } },
    );
  }
  return NextAuth(request, context, getAuthOptions());
}

export { handle as GET, handle as POST };
