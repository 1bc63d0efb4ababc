import 'server-only';
import type { OAuthConfig } from 'next-auth/providers/oauth';
import { env } from '@/lib/env';
import type { ResolvedSignInSettings } from '@/lib/settings';
import type { JudgedOidcProvider } from './discover-oidc-provider';
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
 * The endpoints next-auth hands openid-client in place of a `wellKnown` URL (which it would fetch on every sign-in
 * request, unchecked): the discovery document as ./discover-oidc-provider.ts fetched and judged it. Its other fields
 * stay out; the one openid-client would read itself (which client authentication the token endpoint supports) is
 * applied here as openid-client would.
 */
function endpointsOf(judged: JudgedOidcProvider): Partial<OAuthConfig<Record<string, unknown>>> {
  const d = judged.discovery;
  const methods = d.token_endpoint_auth_methods_supported;
  const postOnly = methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post');
  return {
    issuer: d.issuer,
    token: { url: d.token_endpoint },
    jwks_endpoint: d.jwks_uri,
    ...(d.userinfo_endpoint ? { userinfo: { url: d.userinfo_endpoint } } : {}),
    ...(postOnly ? { client: { token_endpoint_auth_method: 'client_secret_post' } } : {}),
  };
}

/**
 * next-auth's provider for the company sign-in, built per request from the saved settings: authorization code flow
 * with PKCE, state and nonce, the ID token checked by openid-client (signature against the provider's keys, issuer,
 * audience, expiry, nonce) and its claims the only source of who the person is and which groups they are in.
 * `judged` is the provider's judged discovery, needed only where next-auth talks to the provider (sign-in and its
 * callback); without it the provider only names itself (the providers list, sign-out).
 */
export function buildOidcProvider(
  settings: ResolvedSignInSettings,
  judged: JudgedOidcProvider | null,
): OAuthConfig<Record<string, unknown>> {
  return {
    id: OIDC_PROVIDER_ID,
    name: settings.displayName,
    type: 'oauth',
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    ...(judged ? endpointsOf(judged) : {}),
    authorization: {
      ...(judged ? { url: judged.discovery.authorization_endpoint } : {}),
      params: { scope: settings.scopes },
    },
    checks: ['pkce', 'state', 'nonce'],
    idToken: true,
    // Every request openid-client makes (token, key set, userinfo) connects through the guarded lookup.
    httpOptions: { timeout: 10_000, ...(judged ? { lookup: judged.lookup } : {}) },
    async profile(claims): Promise<OidcProfileUser> {
      const result = await signInWithOidc(claims, settings);
      if (!result.ok) return { id: `refused:${result.refusal}`, refusal: result.refusal };
      const { id, email, name, sessionVersion } = result.user;
      return { id, email, name, sessionVersion };
    },
  };
}
