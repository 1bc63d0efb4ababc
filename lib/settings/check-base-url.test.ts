import { describe, expect, it } from 'vitest';
import { checkBaseUrl } from './check-base-url';

const resolveTo =
  (...ips: string[]) =>
  async () =>
    ips;
const strict = { allowInsecureLoopback: false, resolve: resolveTo('93.184.216.34') };

describe('checkBaseUrl', () => {
  it('accepts https to a public address and drops the trailing slash', async () => {
    await expect(checkBaseUrl('https://slots.example.com/', strict)).resolves.toBe('https://slots.example.com');
  });

  it.each([
    ['http://slots.example.com', /must use https/],
    ['ftp://slots.example.com', /must start with https/],
    ['https://user:pw@slots.example.com', /username or password/],
    ['https://slots.example.com/?x=1', /query or fragment/],
    ['nonsense', /not a valid address/],
  ])('refuses %s', async (url, message) => {
    await expect(checkBaseUrl(url, strict)).rejects.toMatchObject({
      code: 'validation_failed',
      message,
      details: [{ field: 'baseUrl' }],
    });
  });

  it.each([
    ['10.0.0.5', /private/],
    ['169.254.169.254', /metadata/],
    ['fe80::1', /link-local/],
    ['0.0.0.0', /unspecified/],
  ])('refuses a host resolving to %s', async (ip, message) => {
    await expect(
      checkBaseUrl('https://inside.example.com', { allowInsecureLoopback: true, resolve: resolveTo(ip) }),
    ).rejects.toMatchObject({ message });
  });

  it.each(['https://[::ffff:10.0.0.5]', 'https://[::ffff:a9fe:a9fe]', 'https://[::7f00:1]'])(
    'refuses the IPv6 literal %s that hides an IPv4 address',
    async (url) => {
      await expect(checkBaseUrl(url, { allowInsecureLoopback: false })).rejects.toMatchObject({
        details: [{ field: 'baseUrl' }],
      });
    },
  );

  it('refuses a name that resolves to any internal address among public ones', async () => {
    await expect(
      checkBaseUrl('https://mixed.example.com', {
        allowInsecureLoopback: false,
        resolve: resolveTo('93.184.216.34', '10.0.0.1'),
      }),
    ).rejects.toMatchObject({ message: /private/ });
  });

  it('allows http to loopback only when the operator allows it', async () => {
    await expect(checkBaseUrl('http://127.0.0.1:4010', { allowInsecureLoopback: false })).rejects.toMatchObject({
      message: /loopback/,
    });
    await expect(checkBaseUrl('http://127.0.0.1:4010', { allowInsecureLoopback: true })).resolves.toBe(
      'http://127.0.0.1:4010',
    );
    await expect(checkBaseUrl('http://[::1]:4010', { allowInsecureLoopback: true })).resolves.toBe('http://[::1]:4010');
  });

  it(
    'allows a private-network address only where the caller allows it (the identity provider), never ' +
      'link-local or metadata',
    async () => {
      const inside = (ip: string) => ({ allowInsecureLoopback: false, allowPrivate: true, resolve: resolveTo(ip) });
      await expect(checkBaseUrl('https://sso.corp.example', inside('10.20.0.7'))).resolves.toBe(
        'https://sso.corp.example',
      );
      await expect(checkBaseUrl('https://sso.corp.example', inside('fd12:3456::7'))).resolves.toBe(
        'https://sso.corp.example',
      );
      await expect(checkBaseUrl('https://sso.corp.example', inside('169.254.169.254'))).rejects.toMatchObject({
        message: /metadata/,
      });
      await expect(checkBaseUrl('https://sso.corp.example', inside('fe80::1'))).rejects.toMatchObject({
        message: /link-local/,
      });
      await expect(checkBaseUrl('https://sso.corp.example', inside('127.0.0.1'))).rejects.toMatchObject({
        message: /loopback/,
      });
      await expect(checkBaseUrl('http://sso.corp.example', inside('10.20.0.7'))).rejects.toMatchObject({
        message: /must use https/,
      });
    },
  );

  it('names an unresolvable host', async () => {
    const fail = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(
      checkBaseUrl('https://nowhere.invalid', { allowInsecureLoopback: false, resolve: fail }),
    ).rejects.toMatchObject({ message: /nowhere.invalid could not be resolved/ });
  });
});

describe('checkBaseUrl, special-purpose addresses', () => {
  it.each([
    ['https://[64:ff9b:1::a00:1]', /private address \(64:ff9b:1::a00:1\)/],
    ['https://[fec0::1]', /private address \(fec0::1\)/],
    ['https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]', /reserved address/],
    ['https://[::ffff:0:a00:1]', /private address/],
    ['https://203.0.113.9', /reserved address \(203.0.113.9\)/],
    ['https://[2001:db8::1]', /reserved address/],
  ])('refuses %s', async (url, message) => {
    await expect(checkBaseUrl(url, { allowInsecureLoopback: true })).rejects.toMatchObject({
      code: 'validation_failed',
      message,
      details: [{ field: 'baseUrl' }],
    });
  });

  it('names the address a host resolved to', async () => {
    await expect(
      checkBaseUrl('https://inside.example.com', {
        allowInsecureLoopback: false,
        resolve: resolveTo('93.184.216.34', 'fec0::5'),
      }),
    ).rejects.toMatchObject({
      message: 'baseUrl: resolves to a private address (fec0::5), which is not allowed',
    });
  });
});
