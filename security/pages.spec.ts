import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { localDateOf } from '../lib/time';
import { callerContext, cookieHeaderOf, type Caller } from './support/callers';
import { readEmulator } from './support/emulator';
import { SECURITY_BASE_URL } from './support/stack';

// Pages check their user themselves (docs/security.md): a client navigation renders only the segments that changed,
// so an RSC request whose router state tree says the browser already holds the layouts skips the layouts' checks.
// Forged here: that tree, and a cookie named like the session cookie, which is all the proxy looks at.

interface Reservation {
  StartUtc: string;
  Carrier: string;
  VehicleNumberPlate: string | null;
  ResourceId: string;
}

/** The router state of a browser that holds every layout down to the page, and another page below the last. */
function heldTree(segments: string[]): string {
  const otherPage = ['__PAGE__?{"held":"1"}', {}];
  const tree = segments.reduceRight<unknown[]>((child, segment) => [segment, { children: child }], otherPage);
  return encodeURIComponent(JSON.stringify(['', { children: tree }]));
}

/** The page's RSC payload as a client navigation asks for it, with the caller's cookie or a forged one. */
async function rscOf(path: string, segments: string[], caller: Caller | 'forged'): Promise<string> {
  const cookie = caller === 'forged' ? 'next-auth.session-token=forged' : cookieHeaderOf(caller);
  const client = await request.newContext({ baseURL: SECURITY_BASE_URL });
  const headers = { RSC: '1', 'Next-Router-State-Tree': heldTree(segments), Cookie: cookie };
  try {
    let answer = await client.get(path, { headers, maxRedirects: 0 });
    // Next.js sends an RSC request without its cache-busting `_rsc` to the address that has it, once.
    const location = answer.headers()['location'];
    if (answer.status() === 307 && location?.includes('_rsc=')) {
      answer = await client.get(location, { headers, maxRedirects: 0 });
    }
    return `${answer.status()} ${answer.headers()['location'] ?? ''}\n${await answer.text()}`;
  } finally {
    await client.dispose();
  }
}

/** A reservation with a plate two to nine days ahead, and the local day it starts on at its branch office. */
async function plannedTruck(api: APIRequestContext) {
  const offices = (
    await readEmulator<{ value: { Id: string; TimeZone: string }[] }>(api, '/odata/v1/demo/BranchOffice')
  ).value;
  const ramps = await readEmulator<{ Id: string; BranchOfficeId: string }[]>(api, '/v3/demo/Resources');
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const to = new Date(Date.now() + 9 * 86_400_000).toISOString();
  const filter = encodeURIComponent(`StartUtc ge ${from} and StartUtc lt ${to}`);
  const listed = await readEmulator<Reservation[]>(api, `/v3/demo/Reservations?$filter=${filter}&$top=500`);
  const truck = listed.find((r) => r.VehicleNumberPlate && r.Carrier)!;
  const office = offices.find((o) => o.Id === ramps.find((r) => r.Id === truck.ResourceId)?.BranchOfficeId)!;
  return { truck, date: localDateOf(Date.parse(truck.StartUtc), office.TimeZone) };
}

test('a forged navigation to the printed day plan gets no plate or carrier', async () => {
  const api = await callerContext('viewer', SECURITY_BASE_URL);
  const { truck, date } = await plannedTruck(api);
  await api.dispose();
  const path = `/schedule/print?date=${date}`;
  // The check can fail: a viewer's own navigation carries the plan.
  expect(await rscOf(path, ['(print)', 'schedule', 'print'], 'viewer')).toContain(truck.VehicleNumberPlate);
  const forged = await rscOf(path, ['(print)', 'schedule', 'print'], 'forged');
  expect(forged).not.toContain(truck.VehicleNumberPlate);
  expect(forged).not.toContain(truck.Carrier);
});

test("a viewer's forged navigation to Admin → Sign-in gets no issuer", async () => {
  const issuer = 'http://127.0.0.1:4999/realms/security-pages';
  const admin = await callerContext('admin', SECURITY_BASE_URL);
  const saved = await admin.put('/api/admin/sign-in', {
    headers: { Origin: SECURITY_BASE_URL },
    data: {
      enabled: false,
      displayName: 'Security pages',
      issuer,
      clientId: 'slotboard',
      clientSecret: 'security-pages-client-secret',
      scopes: 'openid email profile',
      groupsClaim: 'groups',
      adminGroups: [],
      plannerGroups: [],
      viewerGroups: [],
      passwordOnlyForAdmins: false,
      accessContact: '',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await admin.dispose();
  const segments = ['(dashboard)', 'admin', 'sign-in'];
  expect(await rscOf('/admin/sign-in', segments, 'admin')).toContain(issuer);
  expect(await rscOf('/admin/sign-in', segments, 'viewer')).not.toContain(issuer);
});
