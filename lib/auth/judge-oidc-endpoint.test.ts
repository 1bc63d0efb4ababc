import { describe, expect, it } from 'vitest';
import { caughtAppError } from '@/test/caught-app-error';
import { findUrlProblem, judgeOidcEndpoint, loopbackAllowedFor, type OidcAddressRule } from './judge-oidc-endpoint';

const DEV: OidcAddressRule = { issuer: 'http://127.0.0.1:4020', allowInsecureLoopback: true, allowPrivate: false };
const PROD: OidcAddressRule = { issuer: 'https://idp.example.com', allowInsecureLoopback: false, allowPrivate: false };

const dns =
  (answers: Record<string, string[]>) =>
  async (host: string): Promise<string[]> => {
    if (!(host in answers)) throw new Error(`ENOTFOUND ${host}`);
    return answers[host]!;
  };

const judge = (field: string, url: string, rule: OidcAddressRule, answers: Record<string, string[]> = {}) =>
  judgeOidcEndpoint(field, url, rule, dns(answers));

describe('findUrlProblem', () => {
  it.each([
    ['https://idp.example.com/token', null],
    ['http://127.0.0.1:4020/token', null],
    ['/token', 'is not an absolute URL'],
    ['ftp://idp.example.com/keys', 'must use https://'],
    ['file:///etc/passwd', 'must use https://'],
    ['https://user:pw@idp.example.com/token', 'must not contain a username or password'],
  ])('%s', (url, problem) => expect(findUrlProblem(url)).toBe(problem));
});

describe('loopbackAllowedFor', () => {
  it("allows loopback on the issuer's own origin only, and only with ALLOW_INSECURE_UPSTREAM", () => {
    expect(loopbackAllowedFor(new URL('http://127.0.0.1:4020/token'), DEV)).toBe(true);
    expect(loopbackAllowedFor(new URL('http://127.0.0.1:6379/'), DEV)).toBe(false);
    expect(loopbackAllowedFor(new URL('http://localhost:4020/token'), DEV)).toBe(false);
    expect(loopbackAllowedFor(new URL('https://127.0.0.1:4020/token'), DEV)).toBe(false);
    expect(loopbackAllowedFor(new URL('http://127.0.0.1:4020/token'), { ...DEV, allowInsecureLoopback: false })).toBe(
      false,
    );
  });
});

describe('judgeOidcEndpoint', () => {
  it('accepts https to a public address and plain http on the loopback issuer origin', async () => {
    await expect(
      judge('token_endpoint', 'https://idp.example.com/t', PROD, { 'idp.example.com': ['93.184.216.34'] }),
    ).resolves.toBe('https://idp.example.com/t');
    await expect(judge('jwks_uri', 'http://127.0.0.1:4020/jwks', DEV)).resolves.toBe('http://127.0.0.1:4020/jwks');
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data', /metadata address \(169\.254\.169\.254\)/],
    ['https://10.0.0.5/token', /private address \(10\.0\.0\.5\)/],
    ['https://[fe80::1]/token', /link-local address/],
    ['https://[::ffff:169.254.169.254]/token', /metadata address/],
    ['https://0.0.0.0/token', /unspecified address/],
    ['http://93.184.216.34/token', /must use https:\/\//],
    ['https://127.0.0.1/token', /loopback/],
  ])('refuses %s in production', async (url, message) => {
    const refused = await caughtAppError(judge('token_endpoint', url, PROD));
    expect(refused.code).toBe('upstream_error');
    expect(refused.details).toEqual({ reason: 'refused_address', field: 'token_endpoint' });
    expect(refused.message).toMatch(/^company sign-in: token_endpoint /);
    expect(refused.message).toMatch(message);
  });

  it("refuses loopback on another port or name than the issuer's, even with ALLOW_INSECURE_UPSTREAM", async () => {
    const otherPort = await caughtAppError(judge('jwks_uri', 'http://127.0.0.1:6379/', DEV));
    expect(otherPort.message).toBe(
      'company sign-in: jwks_uri http://127.0.0.1:6379 points at this machine (loopback, 127.0.0.1) on another ' +
        "origin than the issuer's; ALLOW_INSECURE_UPSTREAM allows loopback for the issuer's own origin " +
        '(http://127.0.0.1:4020) only',
    );
    const otherName = await caughtAppError(
      judge('token_endpoint', 'http://localhost:4020/t', DEV, {
        localhost: ['127.0.0.1', '::1'],
      }),
    );
    expect(otherName.details).toMatchObject({ reason: 'refused_address' });
  });

  it('judges a name by every answer and allows private addresses only under OIDC_ALLOW_PRIVATE_ISSUER', async () => {
    const answers = { 'idp.corp.example': ['93.184.216.34', '10.1.2.3'] };
    await expect(judge('token_endpoint', 'https://idp.corp.example/t', PROD, answers)).rejects.toThrow(/10\.1\.2\.3/);
    const inside = { ...PROD, allowPrivate: true };
    await expect(judge('token_endpoint', 'https://idp.corp.example/t', inside, answers)).resolves.toBeTruthy();
    await expect(judge('token_endpoint', 'https://169.254.169.254/t', inside)).rejects.toThrow(/metadata/);
  });

  it('says so when the name does not resolve, or the URL is not one', async () => {
    const unresolved = await caughtAppError(judge('userinfo_endpoint', 'https://nowhere.example/u', PROD));
    expect(unresolved.details).toEqual({ reason: 'unreachable', field: 'userinfo_endpoint' });
    const invalid = await caughtAppError(judge('jwks_uri', 'gopher://idp.example.com/', PROD));
    expect(invalid.details).toEqual({ reason: 'invalid_document', field: 'jwks_uri' });
  });
});
