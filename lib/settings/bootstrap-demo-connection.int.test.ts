import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyEnv, databaseTargets, useFreshDatabase } from '@/test/database-targets';

// The demo's first start connects the emulator with its branch offices' zones, so planners see local times; a demo
// connection saved before zones existed gets them once; zones an admin chose are never replaced.
const BRNO = '5c1e0f3a-4b7d-4a2e-9c8f-1d2e3f4a5b6c';
const CHICAGO = '7a2b9c1d-3e4f-4a5b-8c6d-0e1f2a3b4c5d';
const DEMO_ENV = {
  SLOTBOARD_DEMO: 'true',
  DEMO_UPSTREAM_URL: 'http://127.0.0.1:4010',
  DEMO_BRANCH_TIME_ZONES: JSON.stringify({ [BRNO]: 'Europe/Prague', [CHICAGO]: 'America/Chicago' }),
};
const DEMO_CONNECTION = {
  baseUrl: 'http://127.0.0.1:4010',
  tenant: 'demo',
  authMethod: 'bearer' as const,
  username: 'api',
};

describe.each(databaseTargets)('the demo connection on $name', (target) => {
  let settings: typeof import('./index');
  const database = useFreshDatabase(target, DEMO_ENV);

  beforeAll(async () => {
    settings = await import('./');
  });

  const emulator = async () =>
    (await settings.readConnectionOverview()).environments.find((e) => e.environment === 'emulator')!;

  it('a fresh install gets the emulator, active, with each branch office in its zone', async () => {
    await settings.bootstrapDemoConnection();
    expect((await settings.readConnectionOverview()).active).toBe('emulator');
    expect(await emulator()).toMatchObject({
      configured: true,
      branchTimeZones: { [BRNO]: 'Europe/Prague', [CHICAGO]: 'America/Chicago' },
    });
  });

  it(
    'a demo connection saved without zones gets them at the next start, password and webhook secret ' + 'kept',
    async () => {
      await settings.saveConnection('emulator', { ...DEMO_CONNECTION, branchTimeZones: {} }, null);
      expect((await emulator()).branchTimeZones).toEqual({});
      await settings.bootstrapDemoConnection();
      expect((await emulator()).branchTimeZones).toEqual({ [BRNO]: 'Europe/Prague', [CHICAGO]: 'America/Chicago' });
      const resolved = await settings.resolveActiveConnection();
      expect(resolved).toMatchObject({ password: 'api-password', webhookSecrets: ['demo-webhook-secret'] });
    },
  );

  it('zones an admin chose are left as they are', async () => {
    await settings.saveConnection(
      'emulator',
      { ...DEMO_CONNECTION, branchTimeZones: { [BRNO]: 'Europe/Vienna' } },
      null,
    );
    await settings.bootstrapDemoConnection();
    expect((await emulator()).branchTimeZones).toEqual({ [BRNO]: 'Europe/Vienna' });
  });

  it('a malformed DEMO_BRANCH_TIME_ZONES is refused at start, naming the variable', async () => {
    for (const [value, message] of [
      ['{not json', /DEMO_BRANCH_TIME_ZONES: must be a JSON object of branch office id → time zone name/],
      [
        JSON.stringify({ [BRNO]: 'Mars/Olympus' }),
        /DEMO_BRANCH_TIME_ZONES\.5c1e0f3a-4b7d-4a2e-9c8f-1d2e3f4a5b6c: not a known time zone/,
      ],
      [
        JSON.stringify({ 'not-a-guid': 'Europe/Prague' }),
        /DEMO_BRANCH_TIME_ZONES.*must be a branch office id \(GUID\)/,
      ],
    ] as const) {
      applyEnv({ ...database.env, ...DEMO_ENV, DEMO_BRANCH_TIME_ZONES: value });
      vi.resetModules();
      const { env } = await import('@/lib/env');
      expect(() => env(), value).toThrow(message);
    }
    applyEnv({ ...database.env, ...DEMO_ENV });
  });
});
