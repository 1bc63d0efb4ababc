import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { clientAddress } from '@/lib/auth/client-address';
import { env } from '@/lib/env';
import { beginSignInAttempt, finishSuccessfulSignIn } from './sign-in-throttle';
import { verifyCredentials } from './verify-credentials';

let cached: NextAuthOptions | undefined;

// Built on first use so that `next build` can import route modules without a production environment.
export function getAuthOptions(): NextAuthOptions {
  if (cached) return cached;
  const e = env();
  cached = {
    secret: e.NEXTAUTH_SECRET,
    // HttpOnly and SameSite=Lax always; Secure, with the __Secure- prefix, exactly when served over https.
    useSecureCookies: e.NEXTAUTH_URL.startsWith('https://'),
    session: { strategy: 'jwt', maxAge: 12 * 60 * 60 },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        name: 'E-mail and password',
        credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials, req) {
          const email = typeof credentials?.email === 'string' ? credentials.email : '';
          const forwarded = (req.headers as Record<string, string | undefined> | undefined)?.['x-forwarded-for'];
          const subject = { email, address: clientAddress(forwarded) };
          // Counted before the password is checked, so the throttle holds for any body next-auth accepts.
          if (!(await beginSignInAttempt(subject)).allowed) return null;
          const user = await verifyCredentials(email, credentials?.password);
          if (!user) return null;
          await finishSuccessfulSignIn(subject);
          return { id: user.id, email: user.email, name: user.name };
        },
      }),
    ],
    callbacks: {
      // Only the user id travels in the token; role and disabled are read from the database on every request,
      // so a demotion or a disabled account takes effect at once.
      session: ({ session, token }) => ({ ...session, user: { id: token.sub ?? '', email: token.email ?? '', name: token.name ?? '' } }),
    },
  };
  return cached;
}
