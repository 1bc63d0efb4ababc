import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { normalizeEmail } from '@/lib/contracts';
import { env } from '@/lib/env';
import { readSignInOptions, resolveSignInSettings } from '@/lib/settings';
import { isDemoAccountFromAfar } from './bootstrap-users';
import { discoverOidcProvider } from './discover-oidc-provider';
import { buildOidcProvider, OIDC_PROVIDER_ID, type OidcProfileUser } from './oidc-provider';
import { hasSessionEnded, renewSessionToken } from './renew-session-token';
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
    // The idle limit, renewed with every read of the session; renew-session-token.ts adds the absolute one.
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
      // Only the user id and this sign-in's own facts travel in the token (renew-session-token.ts); role and disabled
      // are read from the database on every request, so a demotion or a disabled account takes effect at once.
      jwt: renewSessionToken,
      // An ended session answers none: /api/auth/session says {} (the wall display reloads), getServerSession null.
      session: ({ session, token }) =>
        hasSessionEnded(token)
          ? ({} as typeof session)
          : {
              ...session,
              user: { id: token.sub ?? '', email: token.email ?? '', name: token.name ?? '' },
              sid: typeof token.sid === 'string' ? token.sid : '',
              sv: typeof token.sv === 'number' ? token.sv : null,
              // When this sign-in happened and whether it is a wall display's: lib/auth/get-current-user.ts ends it.
              auth_time: typeof token.auth_time === 'number' ? token.auth_time : null,
              wall: token.wall === true,
            },
    },
  };
  return cached;
}

/**
 * The options for one request to next-auth's endpoints: the company sign-in's provider is built from the settings as
 * they are now (an admin's change counts at once, on every instance), beside the password form. `discover`: the
 * request is one of the company sign-in's own steps (its start or its callback), the only ones where next-auth talks
 * to the provider, so only they need its judged discovery document (cached; throws when the provider is refused).
 */
export async function getRequestAuthOptions(options: { discover?: boolean } = {}): Promise<NextAuthOptions> {
  const base = getAuthOptions();
  const sso = await resolveSignInSettings();
  if (!sso) return base;
  const judged = options.discover ? await discoverOidcProvider(sso.issuer) : null;
  return { ...base, providers: [...base.providers, buildOidcProvider(sso, judged)] };
}
