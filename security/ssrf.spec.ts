import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ConnectionOverview, ConnectionTestStep } from '../lib/contracts';
import { callerContext } from './support/callers';
import { SECURITY_EMULATOR_URL, UPSTREAM_PASSWORD, UPSTREAM_USERNAME } from './support/stack';

// SSRF through the service's base URL: an admin session (or whoever holds one) must not be able to point the
// dashboard, its API password and its calls at the inside of its network. Each address is refused with 422
// validation_failed naming baseUrl (a body field, as every refused field of that form), and nothing changes.
// The stack runs with ALLOW_INSECURE_UPSTREAM=true (scripts/demo.ts, for the emulator on 127.0.0.1), so loopback
// without the flag, a name that turns private at call time (DNS rebinding) and a redirect to a private address
// are proved against a real server in lib/upstream/guard-connection.security.test.ts (the in-process half of
// `npm run test:security`).

const INSIDE: [label: string, baseUrl: string][] = [
  ['private 10/8', 'https://10.0.0.1'],
  ['private 172.16/12', 'https://172.16.5.4:8443'],
  ['private 192.168/16', 'https://192.168.1.10/api'],
  ['shared address space 100.64/10', 'https://100.64.0.1'],
  ['private 10/8 written as one decimal number', 'https://167772161'],
  ['private 10/8 written in hex', 'https://0x0a.0.0.1'],
  ['private 10/8 written in octal', 'https://012.0.0.1'],
  ['link-local', 'https://169.254.10.10'],
  ['the metadata address', 'http://169.254.169.254'],
  ['the metadata address over https', 'https://169.254.169.254/latest/meta-data'],
  ['the unspecified address', 'https://0.0.0.0'],
  ['IPv6 link-local', 'https://[fe80::1]'],
  ['IPv6 unique-local', 'https://[fd12:3456::1]'],
  ['the IPv6 metadata address', 'https://[fd00:ec2::254]'],
  ['IPv4-mapped', 'https://[::ffff:10.0.0.1]'],
  ['IPv4-mapped metadata', 'https://[::ffff:169.254.169.254]'],
  ['IPv4-translated (SIIT)', 'https://[::ffff:0:a00:1]'],
  ['IPv4-compatible', 'https://[::10.0.0.1]'],
  ['NAT64 well-known prefix', 'https://[64:ff9b::a00:1]'],
  ['NAT64 local-use prefix', 'https://[64:ff9b:1::a00:1]'],
  ['site-local', 'https://[fec0::1]'],
  ['Teredo (client 10.0.0.1)', 'https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]'],
  ['6to4 of a private address', 'https://[2002:a00:1::1]'],
  ['IPv4 documentation', 'https://192.0.2.10'],
  ['IPv6 documentation', 'https://[2001:db8::1]'],
  ['plain http to a public address', 'http://93.184.216.34'],
];

let admin: APIRequestContext;
let origin: string;

test.beforeAll(async ({ baseURL }) => {
  origin = baseURL!;
  admin = await callerContext('admin', origin);
});
test.afterAll(async () => {
  await admin.dispose();
});

async function overview(): Promise<ConnectionOverview> {
  const answer = await admin.get('/api/admin/connection');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ConnectionOverview;
}

function saveWith(environment: string, baseUrl: string) {
  return admin.put(`/api/admin/connection/${environment}`, {
    headers: { Origin: origin },
    // A password is sent, so the refusal cannot be the "re-enter the password" rule: only the address is at fault.
    data: { baseUrl, tenant: 'demo', authMethod: 'bearer', username: UPSTREAM_USERNAME, password: UPSTREAM_PASSWORD },
  });
}

test.describe('a base URL that reaches inside the network', () => {
  for (const environment of ['emulator', 'production'] as const) {
    test(`is refused naming baseUrl for the ${environment} environment, and nothing changes`, async () => {
      const before = await overview();
      for (const [label, baseUrl] of INSIDE) {
        const answer = await saveWith(environment, baseUrl);
        const body = (await answer.json()) as {
          error?: { code?: string; message?: string; details?: { field: string; message: string }[] };
        };
        expect(answer.status(), `${label} (${baseUrl}): ${JSON.stringify(body)}`).toBe(422);
        expect(body.error?.code, label).toBe('validation_failed');
        expect(body.error?.message, label).toMatch(/^baseUrl: /);
        expect(body.error?.details, label).toEqual([{ field: 'baseUrl', message: expect.any(String) }]);
      }
      // Read back: the same settings, to the last updatedAt (no save, no partial write).
      expect(await overview()).toEqual(before);
    });
  }

  test('names the kind of address and the address itself', async () => {
    const cases: [string, RegExp][] = [
      ['https://[::ffff:10.0.0.1]', /private address \(::ffff:a00:1\)/],
      ['https://169.254.169.254', /metadata address \(169\.254\.169\.254\)/],
      ['https://[64:ff9b:1::a00:1]', /private address \(64:ff9b:1::a00:1\)/],
      ['https://[fec0::1]', /private address \(fec0::1\)/],
      ['https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]', /reserved address/],
      ['https://169.254.10.10', /link-local address/],
    ];
    for (const [baseUrl, message] of cases) {
      const body = (await (await saveWith('production', baseUrl)).json()) as { error: { message: string } };
      expect(body.error.message, baseUrl).toMatch(message);
    }
  });

  test('leaves the saved connection working: the connection test still reaches the emulator', async () => {
    for (const [, baseUrl] of INSIDE.slice(0, 3)) expect((await saveWith('emulator', baseUrl)).status()).toBe(422);
    const emulator = (await overview()).environments.find((e) => e.environment === 'emulator')!;
    expect(emulator.baseUrl).toBe(SECURITY_EMULATOR_URL);
    const tested = await admin.post('/api/admin/connection/emulator/test', { headers: { Origin: origin } });
    expect(tested.status()).toBe(200);
    const { steps } = (await tested.json()) as { steps: ConnectionTestStep[] };
    expect(steps.map((s) => [s.step, s.ok, s.detail])).toEqual(steps.map((s) => [s.step, true, s.detail]));
  });

  test('an environment never saved stays unsaved, and its connection test says so', async () => {
    const before = (await overview()).environments.find((e) => e.environment === 'production')!;
    // No spec of the suite saves production (secrets.spec.ts uses the sandbox): fail loudly if one ever does.
    expect(before.configured, 'production must stay unsaved for this check').toBe(false);
    expect((await saveWith('production', 'https://10.0.0.1')).status()).toBe(422);
    expect((await overview()).environments.find((e) => e.environment === 'production')).toEqual(before);
    const tested = await admin.post('/api/admin/connection/production/test', { headers: { Origin: origin } });
    expect(tested.status()).toBe(422);
    expect(((await tested.json()) as { error: { message: string } }).error.message).toMatch(
      /save the production connection before testing it/,
    );
  });
});
