import { describe, expect, it } from 'vitest';
import { caughtAppError } from '@/test/caught-app-error';
import { parseOidcDiscovery } from './parse-oidc-discovery';

const ISSUER = 'https://idp.example.com/realms/acme';
const USED = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/protocol/openid-connect/auth`,
  token_endpoint: `${ISSUER}/protocol/openid-connect/token`,
  jwks_uri: `${ISSUER}/protocol/openid-connect/certs`,
  userinfo_endpoint: `${ISSUER}/protocol/openid-connect/userinfo`,
  token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
};
const DOCUMENT = {
  ...USED,
  end_session_endpoint: `${ISSUER}/protocol/openid-connect/logout`,
  registration_endpoint: 'http://169.254.169.254/',
};

describe('parseOidcDiscovery', () => {
  it('keeps the fields the sign-in uses and drops the rest', () => {
    expect(parseOidcDiscovery(DOCUMENT, ISSUER)).toEqual(USED);
  });

  it('takes a document without userinfo, and an issuer that differs by a trailing slash (Auth0)', () => {
    expect(parseOidcDiscovery({ ...DOCUMENT, userinfo_endpoint: undefined }, ISSUER).userinfo_endpoint).toBeUndefined();
    expect(parseOidcDiscovery({ ...DOCUMENT, issuer: `${ISSUER}/` }, ISSUER).issuer).toBe(`${ISSUER}/`);
  });

  it.each(['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const)(
    'refuses a document without %s',
    async (f) => {
      const refused = await caughtAppError(
        Promise.resolve().then(() => parseOidcDiscovery({ ...DOCUMENT, [f]: undefined }, ISSUER)),
      );
      expect(refused.details).toEqual({ reason: 'invalid_document', field: f });
      expect(refused.message).toMatch(new RegExp(`^company sign-in: the discovery document is not valid: ${f} `));
    },
  );

  it('refuses a document that names another issuer', async () => {
    const refused = await caughtAppError(
      Promise.resolve().then(() => parseOidcDiscovery({ ...DOCUMENT, issuer: 'https://idp.attacker.example' }, ISSUER)),
    );
    expect(refused.details).toEqual({ reason: 'invalid_document', field: 'issuer' });
    expect(refused.message).toContain('names another issuer (https://idp.attacker.example)');
  });

  it.each([null, 'text', [], { ...DOCUMENT, token_endpoint: 42 }, { ...DOCUMENT, jwks_uri: 'x'.repeat(3000) }])(
    'refuses %j',
    async (body) => {
      const refused = await caughtAppError(Promise.resolve().then(() => parseOidcDiscovery(body, ISSUER)));
      expect(refused.details).toMatchObject({ reason: 'invalid_document' });
    },
  );
});
