import { expect, test, type APIResponse } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { API_ROUTES, concretePath, MUTATIONS } from './support/api-routes';
import {
  admin,
  anonymous,
  errorOf,
  expectNamed,
  mutationHeaders,
  origin,
  setUpHostileInputCallers,
  viewer,
} from './support/hostile-input';
import { signDelivery, testEvent } from './support/sign-webhook';
import { WEBHOOK_SECRETS } from './support/stack';
import { Agent } from 'undici';

// Hostile input on every route: each gets a clear 4xx naming the problem (or, in a search box, is taken as the
// literal text it is), and nothing changes, neither in Slotboard nor at the service.
// The OData injection specs: input-odata-injection.spec.ts, input-query-parameters.spec.ts.

setUpHostileInputCallers();

test.describe('path traversal and ids', () => {
  const TRAVERSALS = [
    '..%2f..%2fadmin%2fusers',
    '..%2F..%2Fadmin',
    '%2e%2e%2f%2e%2e%2fadmin%2fusers',
    '..%5c..%5cadmin%5cusers',
    '%252e%252e%252fadmin',
    '..%2f..%2f..%2f..%2fetc%2fpasswd',
  ];

  test('encoded traversals in an id reach nothing else and are refused naming the id', async () => {
    for (const traversal of TRAVERSALS) {
      for (const path of [
        `/api/reservations/${traversal}`,
        `/api/orders/${traversal}`,
        `/api/reservations/${traversal}/history`,
      ]) {
        for (const [who, context] of [
          ['viewer', viewer],
          ['admin', admin],
        ] as const) {
          const response = await context.get(path, { maxRedirects: 0 });
          const text = await response.text();
          expect(text, `${who} GET ${path} must not answer with the admin's user list`).not.toContain(
            ACCOUNTS.planner.email,
          );
          expect(text, `${who} GET ${path} must not answer with a file of the server`).not.toContain('root:');
          await expectNamed(response, 'id', `${who} GET ${path}`);
        }
      }
    }
  });

  test('a non-GUID id is refused with 400 naming the id on every [id] route and method', async () => {
    const BAD_IDS = [
      'not-a-guid',
      "x' or '1'='1",
      "' or 1 eq 1",
      '00000000-0000-0000-0000-00000000000g',
      '3f2b8c1e9d4a4e7b8c2d1a2b3c4d5e6f00',
      '1%00',
      '%27',
      '{3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f})',
    ];
    const routes = API_ROUTES.filter((r) => r.pattern.includes('[id]'));
    expect(routes.length, 'route discovery found no [id] routes').toBeGreaterThan(5);
    for (const route of routes) {
      for (const method of route.methods) {
        for (const bad of BAD_IDS) {
          const path = concretePath(route.pattern, encodeURIComponent(decodeURIComponent(bad)));
          const mutation = MUTATIONS.includes(method);
          const response = await admin.fetch(path, {
            method,
            headers: mutation ? mutationHeaders() : undefined,
            data: mutation ? {} : undefined,
            maxRedirects: 0,
          });
          await expectNamed(response, 'id', `${method} ${path}`);
        }
      }
    }
  });

  test('an unknown environment is refused naming the environment', async () => {
    for (const route of API_ROUTES.filter((r) => r.pattern.includes('[environment]'))) {
      for (const method of route.methods) {
        for (const bad of ['staging', '..%2factive', "emulator'"]) {
          const path = route.pattern.replace('[environment]', bad);
          const response = await admin.fetch(path, { method, headers: mutationHeaders(), data: {}, maxRedirects: 0 });
          await expectNamed(response, 'environment', `${method} ${path}`);
        }
      }
    }
  });
});

test.describe('bodies', () => {
  const TWO_MIB = 2 * 1024 * 1024;
  const oversizedJson = () => JSON.stringify({ CompanyName: 'x', Note: 'a'.repeat(TWO_MIB) });
  const LIMIT_NAMED = /\d+(\.\d+)?\s*(bytes|B|kB|KB|KiB|MB|MiB)\b/;

  async function expectTooLarge(response: APIResponse, label: string) {
    const error = await errorOf(response);
    expect(response.status(), `${label}: ${JSON.stringify(error)}`).toBe(413);
    expect(error?.message ?? '', `${label}: the answer should name the limit, e.g. "at most 1 MB"`).toMatch(
      LIMIT_NAMED,
    );
  }

  const JSON_ROUTES = API_ROUTES.flatMap((r) => r.bodyMethods.map((method) => ({ route: r, method })));

  test('a 2 MiB JSON body is refused with 413 naming the limit on every JSON route', async () => {
    expect(JSON_ROUTES.length, 'route discovery found no JSON routes').toBeGreaterThan(10);
    const body = Buffer.from(oversizedJson());
    for (const { route, method } of JSON_ROUTES) {
      const response = await admin.fetch(concretePath(route.pattern), {
        method,
        headers: mutationHeaders(),
        data: body,
        maxRedirects: 0,
      });
      await expectTooLarge(response, `${method} ${route.pattern}`);
    }
  });

  test('a 2 MiB body sent in chunks, without Content-Length, is refused the same way', async () => {
    const name = `Chunked ${Date.now().toString(36)}`;
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(`{"CompanyName":"${name}","Note":"`));
        if (sent >= TWO_MIB) {
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const cookies = (await admin.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // A connection of its own, closed after: the socket the refusal cuts mid-upload must not go back to the pool that
    // later specs' fetches share.
    const dispatcher = new Agent();
    // Node's fetch needs `duplex` for a streamed body and takes undici's dispatcher; the DOM types know neither.
    const init: RequestInit & { duplex: 'half'; dispatcher: Agent } = {
      method: 'POST',
      headers: { ...mutationHeaders(), Cookie: cookies },
      body: stream,
      duplex: 'half',
      dispatcher,
    };
    const response = await fetch(new URL('/api/companies', origin), init).catch((error: unknown) => error as Error);
    // Refusing may close the connection before the whole body is sent: that is a refusal too, if nothing was made.
    if (!(response instanceof Error)) {
      const text = await response.text();
      expect(response.status, text).toBe(413);
      expect(text).toMatch(LIMIT_NAMED);
    }
    const { companies } = (await (await viewer.get(`/api/companies?search=${encodeURIComponent(name)}`)).json()) as {
      companies: unknown[];
    };
    expect(companies, 'the refused company must not exist').toEqual([]);
    await dispatcher.destroy();
  });

  test('an oversized sign-in is refused with 413 before any password check', async () => {
    const response = await anonymous.post('/api/auth/callback/credentials', {
      headers: { Origin: origin },
      form: { email: 'oversized@example.com', password: 'p'.repeat(TWO_MIB), csrfToken: 'x' },
      maxRedirects: 0,
    });
    await expectTooLarge(response, 'POST /api/auth/callback/credentials');
  });

  test('an oversized webhook, correctly signed, is refused with 413 and not stored', async () => {
    const { eventId, json } = testEvent({ data: { note: 'a'.repeat(TWO_MIB) } });
    const delivery = signDelivery(WEBHOOK_SECRETS[0], json);
    await expectTooLarge(
      await anonymous.post('/api/webhooks', { headers: delivery.headers, data: delivery.body }),
      'POST /api/webhooks',
    );
    const inbox = (await (await admin.get(`/api/admin/webhooks?search=${eventId}`)).json()) as {
      inbox: { total: number };
    };
    expect(inbox.inbox.total, 'the refused event must not be stored').toBe(0);
  });

  test('malformed JSON is refused with 400 invalid_json on every JSON route', async () => {
    for (const malformed of ['{"CompanyName": "x",', "{'CompanyName': 'x'}", 'CompanyName=x', '{"a":1}}', '\u0000']) {
      for (const { route, method } of JSON_ROUTES) {
        // A Buffer: Playwright would JSON-encode a string, making it valid JSON.
        const response = await admin.fetch(concretePath(route.pattern), {
          method,
          headers: mutationHeaders(),
          data: Buffer.from(malformed),
          maxRedirects: 0,
        });
        const error = await errorOf(response);
        expect(
          response.status(),
          `${method} ${route.pattern} with ${JSON.stringify(malformed)}: ${JSON.stringify(error)}`,
        ).toBe(400);
        expect(error?.code, `${method} ${route.pattern} with ${JSON.stringify(malformed)}`).toBe('invalid_json');
      }
    }
  });
});
