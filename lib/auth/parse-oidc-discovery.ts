import { z } from 'zod';
import { oidcProviderError } from './judge-oidc-endpoint';

// The identity provider's discovery document (OpenID Connect Discovery 1.0), read for the few fields the sign-in
// uses. Everything else in it is dropped, so nothing but these addresses, each judged, reaches openid-client.

const zUrl = z.string().min(1).max(2048);

export const ZOidcDiscovery = z.object({
  issuer: zUrl,
  authorization_endpoint: zUrl,
  token_endpoint: zUrl,
  jwks_uri: zUrl,
  userinfo_endpoint: zUrl.optional(),
  token_endpoint_auth_methods_supported: z.array(z.string().max(100)).max(50).optional(),
});

export type OidcDiscovery = z.infer<typeof ZOidcDiscovery>;

/** The endpoints the provider's client is given, by their name in the document. */
export const ENDPOINT_FIELDS = ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'userinfo_endpoint'] as const;

// The saved issuer has lost a trailing slash (lib/contracts/sso.ts); some providers (Auth0) publish one.
const trimSlash = (value: string) => value.replace(/\/+$/, '');

/**
 * The document, validated: the required endpoints present and the issuer the one configured (a document that names
 * another issuer is another provider's). Throws the reason, naming the field.
 */
export function parseOidcDiscovery(body: unknown, configuredIssuer: string): OidcDiscovery {
  const parsed = ZOidcDiscovery.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'document';
    throw oidcProviderError(
      'invalid_document',
      `the discovery document is not valid: ${field} ${issue.message}`,
      field,
    );
  }
  if (trimSlash(parsed.data.issuer) !== trimSlash(configuredIssuer)) {
    throw oidcProviderError(
      'invalid_document',
      `the discovery document names another issuer (${parsed.data.issuer.slice(0, 200)}) than the configured one ` +
        `(${configuredIssuer})`,
      'issuer',
    );
  }
  return parsed.data;
}
