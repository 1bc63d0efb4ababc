import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { getToken, loadSite, type DemoSite } from '@/emulator/testing/call-service';
import { caughtAppError } from '@/test/caught-app-error';
import { connectEmulator } from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

// Against the real emulator process: what Admin → Connection offers to choose from (branch offices with their ramps,
// units) and the unit-id check, for a service with a Unit set and, through a proxy that hides it, one without.

/** The emulator behind a proxy that answers 404 for the OData Unit set, as a service without one does. */
async function startServiceWithoutUnits(emulatorUrl: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    if (/^\/odata\/v1\/[^/]+\/Unit(\?|$)/.test(req.url ?? '')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'No such entity set' } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)),
    ) as Record<string, string>;
    const answer = await fetch(emulatorUrl + req.url, {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res
      .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
      .end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe.each(databaseTargets)('the service catalog on $name', (target) => {
  let gateway: typeof import('./index');
  let settings: typeof import('@/lib/settings');
  let site: DemoSite;
  let resources: { Id: string; BranchOfficeId: string; ShortName: string }[];
  let withoutUnits: { url: string; server: Server };
  const emulatorUrl = sharedEmulatorUrl();

  useFreshDatabase(target);

  beforeAll(async () => {
    gateway = await import('./');
    settings = await import('@/lib/settings');
    const token = await getToken(emulatorUrl);
    site = await loadSite(emulatorUrl, token);
    resources = await (
      await fetch(`${emulatorUrl}/v3/demo/Resources`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    withoutUnits = await startServiceWithoutUnits(emulatorUrl);
  });

  afterAll(() => new Promise<void>((resolve) => withoutUnits.server.close(() => resolve())));

  it('asks for the connection to be saved first, naming the field', async () => {
    const error = await caughtAppError(gateway.loadServiceCatalog('emulator'));
    expect(error).toMatchObject({
      code: 'validation_failed',
      details: [{ field: 'environment', message: 'not configured yet' }],
    });
    expect(error.message).toMatch(/save the emulator connection first/);
  });

  it('lists every branch office with its ramps, and the service’s units', async () => {
    await connectEmulator(settings, emulatorUrl);
    const catalog = await gateway.loadServiceCatalog('emulator');
    const branchIds = [...new Set(resources.map((r) => r.BranchOfficeId))].sort();
    expect(catalog.branchOffices.map((b) => b.id).sort()).toEqual(branchIds);
    for (const office of catalog.branchOffices) {
      const own = resources.filter((r) => r.BranchOfficeId === office.id).map((r) => r.Id);
      expect(office.ramps.map((r) => r.Id).sort()).toEqual(own.sort());
      for (const ramp of office.ramps) expect(ramp.ResourceNameLocalized).not.toBe('');
    }
    const chicago = catalog.branchOffices.find((b) => b.ramps.some((r) => r.Id === site.chicagoRamps[0]))!;
    expect(chicago.ramps.map((r) => r.ShortName)).toEqual(
      [...chicago.ramps.map((r) => r.ShortName)].sort((a, b) => a.localeCompare(b, undefined, { numeric: true })),
    );
    expect(catalog.units?.map((u) => u.name).sort()).toEqual(Object.keys(site.units).sort());
    expect(catalog.units?.find((u) => u.name === 'Truck')).toEqual({
      id: site.units.Truck!.Id,
      name: 'Truck',
      minutesPerUnit: site.units.Truck!.MinutesPerUnit,
    });
  });

  it('says whether a unit id exists at the service', async () => {
    const truck = site.units.Truck!.Id;
    expect(await gateway.checkServiceUnit('emulator', truck.toUpperCase())).toMatchObject({
      outcome: 'exists',
      name: 'Truck',
    });
    const unknown = await gateway.checkServiceUnit('emulator', '0b9c3c2e-7f55-4b35-9d53-2f0b5f7a1c11');
    expect(unknown).toMatchObject({ outcome: 'unknown', name: null });
    expect(unknown.message).toMatch(/no unit with this id/);
  });

  it('offers no units, and says a unit cannot be checked, when the service has no Unit set', async () => {
    await settings.saveConnection(
      'emulator',
      { baseUrl: withoutUnits.url, tenant: 'demo', authMethod: 'bearer', username: 'api', password: 'api-password' },
      null,
    );
    const catalog = await gateway.loadServiceCatalog('emulator');
    expect(catalog.units).toBeNull();
    expect(catalog.branchOffices.flatMap((b) => b.ramps)).toHaveLength(resources.length);
    const check = await gateway.checkServiceUnit('emulator', site.units.Truck!.Id);
    expect(check).toMatchObject({ outcome: 'not_checkable', name: null });
    expect(check.message).toMatch(/cannot be checked.*first booking/);
  });

  it('says in plain words why the service could not be read', async () => {
    await settings.saveConnection(
      'emulator',
      { baseUrl: emulatorUrl, tenant: 'demo', authMethod: 'bearer', username: 'api', password: 'wrong-password' },
      null,
    );
    const refused = await caughtAppError(gateway.loadServiceCatalog('emulator'));
    expect(refused).toMatchObject({ code: 'upstream_error', details: { reason: 'wrong_credentials' } });
    expect(refused.message).toMatch(
      /could not read its ramps \(resources\) from the service\. Wrong username or password/,
    );
    expect(refused.message).not.toContain('wrong-password');

    await settings.saveConnection(
      'emulator',
      {
        baseUrl: 'http://127.0.0.1:4199',
        tenant: 'demo',
        authMethod: 'bearer',
        username: 'api',
        password: 'api-password',
      },
      null,
    );
    expect((await caughtAppError(gateway.checkServiceUnit('emulator', site.units.Truck!.Id))).message).toMatch(
      /could not be reached at http:\/\/127\.0\.0\.1:4199/,
    );
  });
});
