import 'server-only';
import { randomUUID } from 'node:crypto';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { normalizeEmail } from '@/lib/contracts';
import { env } from '@/lib/env';
import { readSignInOptions, resolveSignInSettings } from '@/lib/settings';
import { isDemoAccountFromAfar } from './bootstrap-users';
import { buildOidcProvider, OIDC_PROVIDER_ID, type OidcProfileUser } from './oidc-provider';
import { signInContext } from './sign-in-context';
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
        async authorize(credentials) {
          // The route (lib/auth/handle-auth-request.ts) says who is asking; without it there is no throttle to apply.
          const attempt = signInContext.getStore();
          const email = typeof credentials?.email === 'string' ? credentials.email : '';
          if (!attempt || normalizeEmail(attempt.subject.email) !== normalizeEmail(email)) return null;
          // Outside a demo the demo accounts are disabled at start unless given a password of their own.
          if (e.SLOTBOARD_DEMO && isDemoAccountFromAfar(email, attempt.subject.address)) return null;
          // Counted before the password is checked, so the throttle holds for parallel guesses too.
          const begun = await beginSignInAttempt(attempt.subject);
          if (!begun.allowed) {
            attempt.waitSeconds = begun.waitSeconds;
            return null;
          }
          const user = await verifyCredentials(email, credentials?.password);
          if (!user) return null;
          // With company sign-in on and the break-glass switch set, passwords are for administrators only.
          if (user.role !== 'admin' && (await readSignInOptions()).passwordOnlyForAdmins) return null;
          await finishSuccessfulSignIn(attempt.subject);
          attempt.signedIn = true;
          return { id: user.id, email: user.email, name: user.name, sessionVersion: user.sessionVersion };
        },
      }),
    ],
    callbacks: {
      // A company sign-in the account rules refused (no role for the groups, disabled here) ends on a page saying so.
      signIn: ({ user, account }) => {
        const refusal = account?.provider === OIDC_PROVIDER_ID ? (user as OidcProfileUser).refusal : undefined;
        return refusal
          ? `${e.NEXTAUTH_URL.replace(/\/+$/, '')}/login/refused?reason=${encodeURIComponent(refusal)}`
          : true;
      },
      // Only the user id travels in the token; role and disabled are read from the database on every request,
      // so a demotion or a disabled account takes effect at once.
      // `sid` names this sign-in (not the user): what binds a browser tab's id to its own session (lib/live).
      // `sv` is the account's session version at sign-in: a password change raises it and so ends this session.
      jwt: ({ token, user }) =>
        user ? { ...token, sid: randomUUID(), sv: (user as { sessionVersion?: number }).sessionVersion } : token,
      session: ({ session, token }) => ({
        ...session,
        user: { id: token.sub ?? '', email: token.email ?? '', name: token.name ?? '' },
        sid: typeof token.sid === 'string' ? token.sid : '',
        sv: typeof token.sv === 'number' ? token.sv : null,
      }),
    },
  };
  return cached;
}

/**
 * The options for one request to next-auth's endpoints: the company sign-in's provider is built from the settings as
 * they are now (an admin's change counts at once, on every instance), beside the password form.
 */
export async function getRequestAuthOptions(): Promise<NextAuthOptions> {
  const base = getAuthOptions();
  const sso = await resolveSignInSettings();
  return sso ? { ...base, providers: [...base.providers, buildOidcProvider(sso)] } : base;
}
