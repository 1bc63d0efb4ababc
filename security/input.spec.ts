import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { OrderPage } from '../lib/contracts';
import { ACCOUNTS } from './support/accounts';
import { API_ROUTES, concretePath, MUTATIONS, STREAMS, UNKNOWN_ID } from './support/api-routes';
import { callerContext } from './support/callers';
import { signDelivery, testEvent } from './support/sign-webhook';
import { readEmulator } from './support/emulator';
import { SECURITY_EMULATOR_URL, WEBHOOK_SECRETS } from './support/stack';
import { waitForSyncIdle } from './support/sync';
import { lastUpstreamCallId, upstreamCallsAfter } from './support/upstream-calls';

// Hostile input on every route: each gets a clear 4xx naming the problem (or, in a search box, is taken as the
// literal text it is), and nothing changes, neither in Slotboard nor at the service.

let admin: APIRequestContext;
let viewer: APIRequestContext;
let anonymous: APIRequestContext;
let firstCall = 0;
let origin: string;
test.beforeAll(async ({ baseURL }) => {
  origin = baseURL!;
  admin = await callerContext('admin', baseURL!);
  viewer = await callerContext('viewer', baseURL!);
  anonymous = await callerContext('anonymous', baseURL!);
  await waitForSyncIdle(admin);
  firstCall = await lastUpstreamCallId(admin);
});
test.afterAll(async () => {
  // Hostile input is read-only at worst: no write may have reached the service (the reads the specs made may).
  const writes = (await upstreamCallsAfter(admin, firstCall)).filter((c) => c.method !== 'GET');
  expect(
    writes.map((c) => `${c.method} ${c.path}`),
    'no hostile request may reach the service with a write',
  ).toEqual([]);
  for (const context of [admin, viewer, anonymous]) await context.dispose();
});

type ErrorBody = { error?: { code?: string; message?: string; details?: unknown } };
async function errorOf(response: APIResponse): Promise<ErrorBody['error']> {
  const text = await response.text();
  try {
    return (JSON.parse(text) as ErrorBody).error;
  } catch {
    return { message: `(not JSON) ${text.slice(0, 200)}` };
  }
}

/** A 400 that names the field at fault, in its message or its details. */
async function expectNamed(response: APIResponse, field: string, label: string) {
  const error = await errorOf(response);
  expect(response.status(), `${label}: ${JSON.stringify(error)}`).toBe(400);
  expect(
    `${error?.message} ${JSON.stringify(error?.details ?? '')}`,
    `${label}: the answer should name ${field}`,
  ).toContain(field);
}

const mutationHeaders = () => ({ Origin: origin, 'Content-Type': 'application/json' });

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
    const response = await fetch(new URL('/api/companies', origin), {
      method: 'POST',
      headers: { ...mutationHeaders(), Cookie: cookies },
      body: stream,
      // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types do not know it.
      duplex: 'half',
    }).catch((error: unknown) => error as Error);
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

/** At least one reservation in Slotboard's list of deleted ones: deleted at the emulator, learnt from its webhook. */
async function ensureDeletedReservation(admin: APIRequestContext, viewer: APIRequestContext) {
  const total = async () => ((await (await viewer.get('/api/deleted-reservations')).json()) as { total: number }).total;
  if ((await total()) > 0) return;
  const day = 86_400_000;
  const filter =
    `StartUtc ge ${new Date(Date.now() - 30 * day).toISOString()} and StartUtc lt ` +
    `${new Date(Date.now() + 30 * day).toISOString()}`;
  const [reservation] = await readEmulator<{ Id: string }[]>(
    admin,
    `/v3/demo/Reservations?$filter=${encodeURIComponent(filter)}&$top=1`,
  );
  expect(reservation, 'the emulator should hold a reservation to delete').toBeDefined();
  // Read through Slotboard first, so the mirror knows what it is about to lose.
  expect((await viewer.get(`/api/reservations/${reservation!.Id}`)).status()).toBe(200);
  const deleted = await admin.delete(`${SECURITY_EMULATOR_URL}/_emulator/reservations/${reservation!.Id}`);
  expect(deleted.ok(), await deleted.text()).toBe(true);
  await expect
    .poll(total, { message: 'the deletion should reach Slotboard through the webhook', timeout: 30_000 })
    .toBeGreaterThan(0);
}

test.describe('OData injection', () => {
  // What a search box sends, each an attempt to break out of the string literal or the query string of the $filter
  // Slotboard builds. Each must be searched for as the literal text it is: no order number contains any of them.
  const ATTEMPTS = [
    "'",
    "''",
    "' or 1 eq 1 or '",
    "x') or (1 eq 1",
    "') or true or contains(OrderNumber,'",
    "PO' or OrderNumber ne '",
    '&$filter=true',
    '$filter=OrderNumber ne null',
    '%27 or 1 eq 1 or %27',
    "'; $top=100000",
    "x'#",
    "x\\' or 1 eq 1",
  ];

  /** How the value must appear inside the logged $filter: lower-cased, quotes doubled (OData's escape). */
  const literal = (search: string) => `'${search.trim().toLowerCase().replaceAll("'", "''")}'`;

  test('every attempt in the order search is a literal search: escaped at the service, nothing found', async () => {
    for (const attempt of ATTEMPTS) {
      const before = await lastUpstreamCallId(admin);
      const response = await viewer.get(`/api/orders?search=${encodeURIComponent(attempt)}`);
      if (response.status() === 400) {
        await expectNamed(response, 'search', `search ${JSON.stringify(attempt)}`);
        continue;
      }
      expect(response.status(), `search ${JSON.stringify(attempt)}: ${await response.text()}`).toBe(200);
      const page = (await response.json()) as OrderPage;
      expect(page.total, `search ${JSON.stringify(attempt)} found orders: the text changed the filter`).toBe(0);
      // The call log is written beside the answer, not before it: wait for the line.
      const orderReads = async () => (await upstreamCallsAfter(admin, before)).filter((c) => /\/Order$/.test(c.path));
      await expect
        .poll(async () => (await orderReads()).length, {
          message: `search ${JSON.stringify(attempt)}: the order read should be logged under Admin → API calls`,
        })
        .toBeGreaterThan(0);
      const calls = await orderReads();
      for (const call of calls) {
        expect(
          call.query,
          `search ${JSON.stringify(attempt)}: the $filter must hold the text as one escaped literal`,
        ).toContain(`contains(tolower(OrderNumber),${literal(attempt)})`);
        // Outside the literal, the query is Slotboard's own: one $filter, no option the text tried to add.
        const outside = call.query.replace(literal(attempt), "''");
        expect(
          outside.match(/\$filter=/g)?.length,
          `search ${JSON.stringify(attempt)}: one $filter only in ${call.query}`,
        ).toBe(1);
        expect(outside, `search ${JSON.stringify(attempt)}: no $top smuggled in`).not.toContain('$top=100000');
      }
    }
  });

  test('the company search takes every attempt as literal text', async () => {
    for (const attempt of [...ATTEMPTS, '%', '_', '.*']) {
      const response = await viewer.get(`/api/companies?search=${encodeURIComponent(attempt)}`);
      expect(response.status(), `company search ${JSON.stringify(attempt)}`).toBe(200);
      const { companies } = (await response.json()) as { companies: { CompanyName: string }[] };
      const stray = companies.filter((c) => !c.CompanyName.toLowerCase().includes(attempt.trim().toLowerCase()));
      expect(
        stray.map((c) => c.CompanyName),
        `company search ${JSON.stringify(attempt)} found names without the text`,
      ).toEqual([]);
    }
  });

  test('the deleted-reservations and webhook searches take every attempt as literal text', async () => {
    // A wildcard taken as a pattern ('%' in LIKE) would match every row: there must be rows to match.
    await ensureDeletedReservation(admin, viewer);
    for (const attempt of [...ATTEMPTS, '%', '_', "'; drop table users; --"]) {
      for (const param of ['q', 'carrier']) {
        const response = await viewer.get(`/api/deleted-reservations?${param}=${encodeURIComponent(attempt)}`);
        expect(response.status(), `deleted ${param}=${JSON.stringify(attempt)}: ${await response.text()}`).toBe(200);
        expect(
          ((await response.json()) as { total: number }).total,
          `deleted ${param}=${JSON.stringify(attempt)} matched rows: the text was not taken literally`,
        ).toBe(0);
      }
      const inbox = await admin.get(`/api/admin/webhooks?search=${encodeURIComponent(attempt)}`);
      expect(inbox.status(), `webhook search ${JSON.stringify(attempt)}: ${await inbox.text()}`).toBe(200);
      expect(
        ((await inbox.json()) as { inbox: { total: number } }).inbox.total,
        `webhook search ${JSON.stringify(attempt)} matched events`,
      ).toBe(0);
    }
    // The sign-in still works: nothing above touched the users.
    expect((await admin.get('/api/admin/users')).status()).toBe(200);
  });

  test(
    'the reservation search refuses a query too short or too long naming q, and takes the rest as literal ' + 'text',
    async () => {
      await ensureDeletedReservation(admin, viewer);
      for (const q of ['', ' ', 'a', 'ab', '%', '_', '\\', "'", '%%%', '_-_', "' --", 'x'.repeat(500)]) {
        await expectNamed(
          await viewer.get(`/api/search?q=${encodeURIComponent(q)}`),
          'q',
          `search ${JSON.stringify(q.slice(0, 20))}`,
        );
      }
      await expectNamed(await viewer.get('/api/search'), 'q', 'search without q');
      // Letters and digits are what is searched; everything else, quotes and wildcards included, is dropped, never a
      // pattern.
      for (const attempt of [...ATTEMPTS, "zzq%' or 1=1 --", 'zz_q_\\', "'; drop table users; --"]) {
        const response = await viewer.get(`/api/search?q=${encodeURIComponent(attempt)}`);
        if (response.status() === 400) {
          await expectNamed(response, 'q', `search ${JSON.stringify(attempt)}`);
          continue;
        }
        expect(response.status(), `search ${JSON.stringify(attempt)}: ${await response.text()}`).toBe(200);
        const { key, hits } = (await response.json()) as { key: string; hits: { number: string; carrier: string }[] };
        expect(key, `search ${JSON.stringify(attempt)}`).toMatch(/^[a-z0-9]+$/);
        // A wildcard taken as a pattern would match rows whose fields do not hold the letters and digits typed.
        expect(hits.length, `search ${JSON.stringify(attempt)} (key ${key}) matched reservations`).toBe(0);
      }
      expect((await admin.get('/api/admin/users')).status()).toBe(200);
    },
  );

  test(
    'the reports refuse a bad scope, settings or drill-down naming the field, and take a hostile carrier or ' +
      'branch as text',
    async () => {
      const branch = 'b1a2c3d4-0000-4000-8000-000000000001';
      const scope = (q: Record<string, string>) =>
        new URLSearchParams({ branch, from: '2026-10-01', to: '2026-10-31', ...q }).toString();
      const cases: [string, string][] = [
        [`/api/reports/punctuality?${scope({ from: '2026-02-30' })}`, 'from'],
        [`/api/reports/punctuality?${scope({ to: '2026-09-30' })}`, 'to'],
        [`/api/reports/utilisation?${scope({ from: '2025-01-01', to: '2026-12-31' })}`, 'to'],
        [`/api/reports/utilisation?${scope({ branch: '' })}`, 'branch'],
        [`/api/reports/utilisation?${scope({ branch: 'x'.repeat(500) })}`, 'branch'],
        [`/api/reports/punctuality?${scope({ timeZone: "Europe/Prague' or 1=1 --" })}`, 'timeZone'],
        [`/api/reports/punctuality/reservations?${scope({ outcome: "late' or 'a'='a" })}`, 'outcome'],
        [`/api/reports/punctuality/reservations?${scope({ page: '-1' })}`, 'page'],
        [`/api/reports/punctuality/reservations?${scope({ carrier: 'x'.repeat(500) })}`, 'carrier'],
        [`/api/reports/punctuality/export?${scope({ format: 'pdf' })}`, 'format'],
        [`/api/reports/everything/export?${scope({ format: 'csv' })}`, 'kind'],
      ];
      for (const [path, field] of cases) await expectNamed(await viewer.get(path), field, `GET ${path}`);
      for (const hostile of ["x' or 1=1 --", '%', '_', '\\', "'; drop table reservation_mirror; --"]) {
        const drill = await viewer.get(`/api/reports/punctuality/reservations?${scope({ carrier: hostile })}`);
        expect(drill.status(), `carrier ${hostile}: ${await drill.text()}`).toBe(200);
        expect(((await drill.json()) as { total: number }).total).toBe(0);
        const report = await viewer.get(`/api/reports/punctuality?${scope({ branch: hostile })}`);
        expect(report.status(), `branch ${hostile}: ${await report.text()}`).toBe(200);
        expect(((await report.json()) as { totals: { reservations: number } }).totals.reservations).toBe(0);
      }
      const settings = { Origin: origin, 'Content-Type': 'application/json' };
      for (const [body, field] of [
        [{ toleranceMinutes: -1, openingHours: {} }, 'toleranceMinutes'],
        [{ toleranceMinutes: 9999, openingHours: {} }, 'toleranceMinutes'],
        [{ toleranceMinutes: 15, openingHours: { [branch]: { from: '22:00', to: '06:00' } } }, 'to'],
        [{ toleranceMinutes: 15, openingHours: { [branch]: { from: '25:00', to: '26:00' } } }, 'from'],
      ] as const) {
        // A body that parses but breaks the schema is 422 validation_failed (lib/errors), naming the field like a bad
        // query.
        const response = await admin.put('/api/reports/settings', { headers: settings, data: body });
        const error = await errorOf(response);
        expect(response.status(), `PUT settings ${JSON.stringify(body)}: ${JSON.stringify(error)}`).toBe(422);
        expect(
          JSON.stringify(error?.details ?? ''),
          `PUT settings ${JSON.stringify(body)} should name ${field}`,
        ).toContain(field);
      }
      expect((await admin.get('/api/reports/settings')).status()).toBe(200);
    },
  );

  test('every other parameter that reaches a $filter is refused naming it', async () => {
    const day = '2030-01-07';
    const from = '2030-01-07T00:00:00Z';
    const to = '2030-01-08T00:00:00Z';
    const cases: [string, string][] = [
      [`/api/orders?supplierId=${encodeURIComponent(`${UNKNOWN_ID}' or 1 eq 1`)}`, 'supplierId'],
      [`/api/orders?deliveryFrom=${encodeURIComponent(`${day}' or 1 eq 1 or '`)}`, 'deliveryFrom'],
      [`/api/orders?deliveryTo=${encodeURIComponent(`${day})&$filter=true`)}`, 'deliveryTo'],
      [`/api/orders?sort=${encodeURIComponent('number desc,Id')}`, 'sort'],
      [`/api/orders?dir=${encodeURIComponent('asc&$top=100000')}`, 'dir'],
      [`/api/orders?pageSize=${encodeURIComponent('50&$top=100000')}`, 'pageSize'],
      [`/api/orders/row-summaries?ids=${encodeURIComponent(`${UNKNOWN_ID}) or (1 eq 1`)}`, 'ids'],
      [`/api/reservations?from=${encodeURIComponent(`${from}' or 1 eq 1`)}&to=${to}`, 'from'],
      [`/api/reservations?from=${from}&to=${encodeURIComponent(`${to} or StartUtc ne null`)}`, 'to'],
      [
        `/api/reservations?from=${from}&to=${to}&resourceId=${encodeURIComponent(`${UNKNOWN_ID} or 1 eq 1`)}`,
        'resourceId',
      ],
      [
        `/api/reservations?from=${from}&to=${to}&branchOfficeId=${encodeURIComponent("x' or 'a' eq 'a")}`,
        'branchOfficeId',
      ],
      [`/api/deleted-reservations?rampId=${encodeURIComponent("x' or 1=1 --")}`, 'rampId'],
    ];
    for (const [path, field] of cases) {
      expect(STREAMS.has(path)).toBe(false);
      await expectNamed(await viewer.get(path), field, `GET ${path}`);
    }
  });
});
