import { expect, test, type APIRequestContext } from '@playwright/test';
import type { WebhookOverview } from '../features/webhooks';
import { callerContext } from './support/callers';
import { hmacSha256Hex, signDelivery, testEvent, type SignedDelivery } from './support/sign-webhook';
import { SECURITY_EMULATOR_URL, UPSTREAM_USERNAME, WEBHOOK_SECRETS } from './support/stack';

// The webhook receiver (POST /api/webhooks) end to end: the signature covers the raw bytes of the body, every
// configured secret is tried, and every refusal is 401 invalid_signature with one message that tells a caller
// without the secret nothing (which check failed, whether secrets are configured). A refused event is not stored.

// GitHub's published test vector for its X-Hub-Signature-256 (HMAC-SHA256, hex), in "Testing the webhook payload
// validation" of https://docs.github.com/en/webhooks/using-webhooks/validating-webhook-deliveries
const GITHUB_SECRET = "It's a Secret to Everybody";
const GITHUB_BODY = 'Hello, World!';
const GITHUB_HEX = '757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17';

const seconds = (ms: number) => String(Math.floor(ms / 1000));

let admin: APIRequestContext;
let anonymous: APIRequestContext;
test.beforeAll(async ({ baseURL }) => {
  admin = await callerContext('admin', baseURL!);
  anonymous = await callerContext('anonymous', baseURL!);
});
test.afterAll(async () => {
  await admin.dispose();
  await anonymous.dispose();
});

function deliver(delivery: SignedDelivery) {
  return anonymous.post('/api/webhooks', { headers: delivery.headers, data: delivery.body });
}

/** Whether the inbox holds the event (Admin → Webhooks searches by event id). */
async function stored(eventId: string): Promise<boolean> {
  const answer = await admin.get(`/api/admin/webhooks?search=${encodeURIComponent(eventId)}`);
  expect(answer.status()).toBe(200);
  const overview = (await answer.json()) as WebhookOverview;
  return overview.inbox.events.some((e) => e.eventId === eventId);
}

async function expectAccepted(delivery: SignedDelivery, eventId: string, what: string) {
  const answer = await deliver(delivery);
  expect(answer.status(), `${what}: ${await answer.text()}`).toBe(200);
  expect(await answer.json(), what).toMatchObject({ received: true, eventId });
  expect(await stored(eventId), `${what}: the event should be in the inbox`).toBe(true);
}

test('a delivery signed with the configured secret is accepted and stored', async () => {
  const { eventId, json } = testEvent();
  await expectAccepted(signDelivery(WEBHOOK_SECRETS[0], json), eventId, 'signed with the first secret');
});

test("GitHub's published HMAC-SHA256 vector: the same function the receiver verifies with", async ({ baseURL }) => {
  expect(hmacSha256Hex(GITHUB_SECRET, GITHUB_BODY), 'the spec’s own HMAC must reproduce the published vector').toBe(
    GITHUB_HEX,
  );

  // The vector's secret configured beside the suite's own (the stored password and secrets are kept).
  const overview = (await (await admin.get('/api/admin/connection')).json()) as {
    environments: { environment: string; baseUrl: string; tenant: string; webhookSecrets: unknown[] }[];
  };
  const emulator = overview.environments.find((e) => e.environment === 'emulator')!;
  const saved = await admin.put('/api/admin/connection/emulator', {
    headers: { Origin: baseURL! },
    data: {
      baseUrl: SECURITY_EMULATOR_URL,
      tenant: emulator.tenant,
      authMethod: 'bearer',
      username: UPSTREAM_USERNAME,
      webhookSecrets: { add: GITHUB_SECRET },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The vector's message itself, signed so that the receiver's HMAC input is exactly `{timestamp}.Hello, World!`:
  // the signature passes and only the body (not JSON) is refused, 400 rather than 401.
  const timestamp = seconds(Date.now());
  const vector = await anonymous.post('/api/webhooks', {
    headers: {
      'Content-Type': 'application/json',
      'X-SVC-Timestamp': timestamp,
      'X-SVC-Signature': `sha256=${hmacSha256Hex(GITHUB_SECRET, `${timestamp}.${GITHUB_BODY}`)}`,
    },
    data: Buffer.from(GITHUB_BODY),
  });
  expect(
    vector.status(),
    `a correctly signed non-JSON body should pass the signature and fail as JSON: ${await vector.text()}`,
  ).toBe(400);
  expect(await vector.json()).toMatchObject({ error: { code: 'invalid_json' } });

  const { eventId, json } = testEvent();
  await expectAccepted(signDelivery(GITHUB_SECRET, json), eventId, 'signed with the vector’s secret');
});

test('a signed body with bytes that are not UTF-8 is verified over its raw bytes and accepted', async () => {
  const { eventId } = testEvent();
  // 0xFF, 0xFE and a lone continuation byte 0x80 inside a JSON string: decoding them as UTF-8 and re-encoding
  // would change the bytes, and a signature over the decoded text would not match.
  const head = Buffer.from(`{"eventId":"${eventId}","event":"webhook.test","data":{"note":"`);
  const tail = Buffer.from('"}}');
  const body = Buffer.concat([head, Buffer.from([0xff, 0xfe, 0x80, 0x41]), tail]);
  expect(
    () => new TextDecoder('utf-8', { fatal: true }).decode(body),
    'the body must really be invalid UTF-8',
  ).toThrow();
  await expectAccepted(signDelivery(WEBHOOK_SECRETS[0], body), eventId, 'a body with invalid UTF-8 bytes');
});

test('every configured secret is accepted (rotation: old and new side by side)', async () => {
  for (const [i, secret] of WEBHOOK_SECRETS.entries()) {
    const { eventId, json } = testEvent();
    await expectAccepted(
      signDelivery(secret, json),
      eventId,
      `signed with secret ${i + 1} of ${WEBHOOK_SECRETS.length}`,
    );
  }
});

test('timestamps in seconds, milliseconds and ISO 8601 within the window are accepted', async () => {
  const now = Date.now();
  for (const [form, timestamp] of [
    ['seconds', seconds(now)],
    ['milliseconds', String(now)],
    ['ISO 8601', new Date(now).toISOString()],
    ['an hour old', seconds(now - 3_600_000)],
  ] as const) {
    const { eventId, json } = testEvent();
    await expectAccepted(signDelivery(WEBHOOK_SECRETS[1], json, timestamp), eventId, `timestamp in ${form}`);
  }
});

test('every forged or damaged delivery is refused with the same 401, and nothing is stored', async () => {
  const now = Date.now();
  const cases: { name: string; eventId: string; delivery: SignedDelivery }[] = [];
  const add = (name: string, build: (eventId: string, json: string) => SignedDelivery) => {
    const { eventId, json } = testEvent();
    cases.push({ name, eventId, delivery: build(eventId, json) });
  };
  const withHeaders = (d: SignedDelivery, headers: Record<string, string | undefined>): SignedDelivery => ({
    body: d.body,
    headers: Object.fromEntries(
      Object.entries({ ...d.headers, ...headers }).filter((e): e is [string, string] => e[1] !== undefined),
    ),
  });
  const signed = (json: string) => signDelivery(WEBHOOK_SECRETS[0], json);
  const hexOf = (d: SignedDelivery) => d.headers['X-SVC-Signature']!.slice('sha256='.length);

  add('a tampered body (one character changed after signing)', (_, json) => ({
    ...signed(json),
    body: Buffer.from(json.replace('webhook.test', 'webhook.tesT')),
  }));
  add('a body with bytes appended after signing', (_, json) => ({ ...signed(json), body: Buffer.from(`${json} `) }));
  add('a secret that is not configured', (_, json) => signDelivery(`${WEBHOOK_SECRETS[0]}-wrong`, json));
  add('an empty secret', (_, json) => signDelivery('', json));
  add('no X-SVC-Signature', (_, json) => withHeaders(signed(json), { 'X-SVC-Signature': undefined }));
  add('no X-SVC-Timestamp', (_, json) => withHeaders(signed(json), { 'X-SVC-Timestamp': undefined }));
  add('neither header', (_, json) =>
    withHeaders(signed(json), { 'X-SVC-Signature': undefined, 'X-SVC-Timestamp': undefined }),
  );
  add('a signature that is not hex', (_, json) =>
    withHeaders(signed(json), { 'X-SVC-Signature': `sha256=${'zz'.repeat(32)}` }),
  );
  add('a signature two hex digits short', (_, json) => {
    const d = signed(json);
    return withHeaders(d, { 'X-SVC-Signature': `sha256=${hexOf(d).slice(0, 62)}` });
  });
  add('a signature of half the length', (_, json) => {
    const d = signed(json);
    return withHeaders(d, { 'X-SVC-Signature': `sha256=${hexOf(d).slice(0, 32)}` });
  });
  add('a signature with one more hex digit', (_, json) => {
    const d = signed(json);
    return withHeaders(d, { 'X-SVC-Signature': `sha256=${hexOf(d)}0` });
  });
  add('the right hex without "sha256="', (_, json) => {
    const d = signed(json);
    return withHeaders(d, { 'X-SVC-Signature': hexOf(d) });
  });
  add('an empty signature', (_, json) => withHeaders(signed(json), { 'X-SVC-Signature': '' }));
  add('a timestamp that is not a time', (_, json) => signDelivery(WEBHOOK_SECRETS[0], json, 'yesterday'));
  add('a correct signature over another timestamp', (_, json) =>
    withHeaders(signed(json), { 'X-SVC-Timestamp': seconds(now - 60_000) }),
  );
  add('a stale timestamp (25 hours old, correctly signed)', (_, json) =>
    signDelivery(WEBHOOK_SECRETS[0], json, seconds(now - 25 * 3_600_000)),
  );
  add('a future timestamp (10 minutes ahead, correctly signed)', (_, json) =>
    signDelivery(WEBHOOK_SECRETS[0], json, seconds(now + 10 * 60_000)),
  );
  add('a stale timestamp in milliseconds', (_, json) =>
    signDelivery(WEBHOOK_SECRETS[0], json, String(now - 25 * 3_600_000)),
  );

  const messages = new Set<string>();
  for (const { name, eventId, delivery } of cases) {
    const answer = await deliver(delivery);
    const text = await answer.text();
    expect(answer.status(), `${name}: ${text}`).toBe(401);
    const body = JSON.parse(text) as { error: { code: string; message: string } };
    expect(body.error.code, name).toBe('invalid_signature');
    messages.add(body.error.message);
    expect(await stored(eventId), `${name}: a refused event must not be stored`).toBe(false);
  }
  // One message for all: the answer does not say which check failed (nor whether any secret is configured).
  expect([...messages], 'every refusal should carry the same message').toHaveLength(1);
});
