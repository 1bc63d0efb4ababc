import { beforeAll, describe, expect, it } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';

// Against the real emulator process: every step of "Test connection", and the plain words for each failure.
const target = databaseTargets[0]!;

describe('testConnection against the emulator', () => {
  let settings: typeof import('@/lib/settings') & typeof import('./index');
  const emulatorUrl = sharedEmulatorUrl();
  const base = { tenant: 'demo', authMethod: 'bearer' as const, username: 'api', password: 'api-password' };

  useFreshDatabase(target);

  beforeAll(async () => {
    settings = { ...(await import('@/lib/settings')), ...(await import('./')) };
  });

  it.each(['bearer', 'basic'] as const)(
    'passes every step with %s credentials, each with a latency',
    async (authMethod) => {
      await settings.saveConnection('emulator', { ...base, authMethod, baseUrl: emulatorUrl }, null);
      const steps = await settings.testConnection('emulator');
      expect(steps.map((s) => [s.step, s.ok])).toEqual([
        ['token', true],
        ['ping', true],
        ['resources', true],
        ['vehicle-types', true],
      ]);
      for (const step of steps) expect(step.latencyMs).toBeGreaterThanOrEqual(0);
      expect(steps[2]!.detail).toMatch(/^\d+ ramps\.$/);
    },
  );

  it('says "wrong username or password" and skips the rest', async () => {
    await settings.saveConnection('emulator', { ...base, password: 'wrong-password', baseUrl: emulatorUrl }, null);
    const steps = await settings.testConnection('emulator');
    expect(steps[0]).toMatchObject({ ok: false, detail: expect.stringMatching(/wrong username or password/i) });
    expect(steps.slice(1).every((s) => !s.ok && s.detail.startsWith('Skipped'))).toBe(true);
  });

  it('says when the API user lacks the API access role', async () => {
    await settings.saveConnection(
      'emulator',
      { ...base, username: 'noapi', password: 'noapi-password', baseUrl: emulatorUrl },
      null,
    );
    const steps = await settings.testConnection('emulator');
    expect(steps.find((s) => !s.ok)?.detail).toMatch(/API access/);
  });

  it('says when nothing answers at the address', async () => {
    await settings.saveConnection('emulator', { ...base, baseUrl: 'http://127.0.0.1:4199' }, null);
    const steps = await settings.testConnection('emulator');
    expect(steps[0]).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/could not be reached at http:\/\/127\.0\.0\.1:4199/),
    });
  });

  it('logs each call without a credential', async () => {
    await settings.saveConnection('emulator', { ...base, baseUrl: emulatorUrl }, null);
    await settings.testConnection('emulator');
    // Logging is fire-and-forget (a failing log must not fail the call): wait until the rows are there.
    await expect
      .poll(async () => (await settings.listUpstreamCalls()).map((c) => c.path))
      .toEqual(expect.arrayContaining(['/v1/demo/Token', '/v1/demo/Ping', '/v3/demo/Resources']));
    const calls = await settings.listUpstreamCalls();
    const logged = JSON.stringify(calls);
    expect(logged).not.toContain('api-password');
    expect(logged).not.toMatch(/eyJ[\w-]+\./);
  });
});
