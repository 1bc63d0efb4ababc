// Conformance: state persists in DATA_DIR across restarts (pending webhooks included), --reset regenerates it,
// EMULATOR_TOKEN_TTL_S sets the token lifetime.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, chicagoTime, getToken, loadSite } from '../testing/call-service';
import { spawnEmulator, type SpawnedEmulator } from '../testing/spawn-emulator';

const PORT = 4112;
let dataDir: string;
let running: SpawnedEmulator | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'slotboard-persist-'));
});

afterAll(async () => {
  await running?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const start = async (args: string[] = []) => {
  running = await spawnEmulator({
    port: PORT,
    dataDir,
    args,
    env: { EMULATOR_TOKEN_TTL_S: '5', EMULATOR_WEBHOOK_URL: '' },
  });
  return running.url;
};

describe('persistence', () => {
  it('keeps reservations, deletions and tokens across a restart, and --reset starts over', async () => {
    let base = await start(['--reset']);
    const token = await getToken(base);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(5);
    const site = await loadSite(base, token);
    const created = await call(base, 'POST', '/v3/demo/Reservations', {
      token,
      body: {
        ResourceId: site.chicagoRamps[0],
        Start: chicagoTime(60, 9),
        UnitId: site.units.Truck!.Id,
        NumberOfUnits: 1,
      },
    });
    expect(created.status).toBe(201);
    const victim = (await call(base, 'GET', '/odata/v1/demo/Reservation?$top=1', { token })).body.value[0];
    await call(base, 'DELETE', `/_emulator/reservations/${victim.Id}`);
    await running!.stop();

    base = await start();
    const again = await call(base, 'GET', `/v3/demo/Reservations/${created.body.Id}`, { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(created.body);
    const deleted = await call(base, 'GET', `/odata/v1/demo/ReservationDeleted(${victim.Id})`, { token });
    expect(deleted.status).toBe(200);
    await running!.stop();

    base = await start(['--reset']);
    const fresh = await getToken(base);
    expect((await call(base, 'GET', `/v3/demo/Reservations/${created.body.Id}`, { token: fresh })).status).toBe(404);
    await running!.stop();
  });

  it('resends webhooks still pending at shutdown after the restart (at least once)', async () => {
    const receiverPort = 4113;
    const env = {
      EMULATOR_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/hook`,
      EMULATOR_WEBHOOK_RETRY_BASE_MS: '60000',
      EMULATOR_WEBHOOK_TIMEOUT_MS: '500',
    };
    // Nothing listens yet: the first attempt fails and the retry is a minute away.
    running = await spawnEmulator({ port: PORT, dataDir, args: ['--reset'], env });
    let base = running.url;
    const token = await getToken(base);
    const site = await loadSite(base, token);
    const created = await call(base, 'POST', '/v3/demo/Reservations', {
      token,
      body: {
        ResourceId: site.chicagoRamps[0],
        Start: chicagoTime(61, 9),
        UnitId: site.units.Truck!.Id,
        NumberOfUnits: 1,
      },
    });
    expect(created.status).toBe(201);
    await expect
      .poll(async () => JSON.stringify((await call(base, 'GET', '/_emulator/webhooks')).body))
      .toContain('"outcome":"retry"');
    await running.stop();

    const received: string[] = [];
    const receiver = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        received.push(raw);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((r) => receiver.listen(receiverPort, '127.0.0.1', r));
    try {
      running = await spawnEmulator({ port: PORT, dataDir, env: { ...env, EMULATOR_WEBHOOK_RETRY_BASE_MS: '100' } });
      base = running.url;
      await expect
        .poll(() => received.some((raw) => raw.includes(created.body.Id) && raw.includes('reservation.created')), {
          timeout: 10_000,
        })
        .toBe(true);
      expect((await call(base, 'GET', '/_emulator/health')).body.pendingWebhooks).toBe(0);
    } finally {
      await running!.stop();
      receiver.closeAllConnections();
      await new Promise((r) => receiver.close(r));
    }
  });
});
