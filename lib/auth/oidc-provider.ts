import 'server-only';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import { env } from '@/lib/env';
import type { ResolvedSignInSettings } from '@/lib/settings';
import { signInWithOidc } from './sign-in-with-oidc';

export const OIDC_PROVIDER_ID = 'oidc';

/** Where the provider sends people back: what an admin registers at the provider as the redirect URI. */
export const oidcRedirectUri = () => `${env().NEXTAUTH_URL.replace(/\/+$/, '')}/api/auth/callback/${OIDC_PROVIDER_ID}`;

/** What profile() hands to the signIn callback: the local account, or why there is none. */
export interface OidcProfileUser {
  id: string;
  email?: string;
  name?: string;
  sessionVersion?: number;
  refusal?: string;
}

/**
 * next-auth's provider for the company sign-in, built per request from the saved settings: authorization code flow
 * with PKCE, state and nonce, the ID token checked by openid-client (signature against the provider's keys, issuer,
 * audience, expiry, nonce) and its claims the only source of who the person is and which groups they are in.
 */
export function buildOidcProvider(settings: ResolvedSignInSettings): OAuthConfig<Record<string, unknown>> {
  return {
    id: OIDC_PROVIDER_ID,
    name: settings.displayName,
    type: 'oauth',
    wellKnown: `${settings.issuer}/.well-known/openid-configuration`,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    authorization: { params: { scope: settings.scopes } },
    checks: ['pkce', 'state', 'nonce'],
    idToken: true,
    httpOptions: { timeout: 10_000 },
    async profile(claims): Promise<OidcProfileUser> {
      const result = await signInWithOidc(claims, settings);
      if (!result.ok) return { id: `refused:${result.refusal}`, refusal: result.refusal };
      const { id, email, name, sessionVersion } = result.user;
      return { id, email, name, sessionVersion };
    },
  };
}
