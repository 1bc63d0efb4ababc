import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { env } from '@/lib/env';
import { verifyCredentials } from './verify-credentials';

let cached: NextAuthOptions | undefined;

// Built on first use so that `next build` can import route modules without a production environment.
export function getAuthOptions(): NextAuthOptions {
  if (cached) return cached;
  const e = env();
  cached = {
    secret: e.NEXTAUTH_SECRET,
    // Cookie flags come from next-auth: HttpOnly and SameSite=Lax always, Secure (with the __Secure- prefix)
    // whenever NEXTAUTH_URL is https.
    session: { strategy: 'jwt', maxAge: 12 * 60 * 60 },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      CredentialsProvider({
        name: 'E-mail and password',
        credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials) {
          const user = await verifyCredentials(credentials?.email, credentials?.password);
          return user ? { id: user.id, email: user.email, name: user.name } : null;
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
