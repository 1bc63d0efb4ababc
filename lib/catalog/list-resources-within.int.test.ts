import { afterAll, describe, expect, it } from 'vitest';
import { call } from '@/emulator/testing/call-service';
import { startConnected } from '@/test/connect-emulator';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';

// The schedule page's wait for the ramps, against the real emulator process: the list when it comes in time, nothing
// (and no error) when the service is not connected or too slow, and a slow read still fills the cache.

describe.each(databaseTargets)('the ramps within a deadline on $name', (target) => {
  const emulatorUrl = sharedEmulatorUrl();
  useFreshDatabase(target);

  afterAll(() => call(emulatorUrl, 'DELETE', '/_emulator/faults'));

  it('gives nothing, without throwing, while no service is connected', async () => {
    const { listResourcesWithin } = await import('./');
    await expect(listResourcesWithin(1000)).resolves.toBeUndefined();
  });

  it(
    'gives nothing when the service is slower than the deadline; the read goes on and the next page gets the ' + 'list',
    async () => {
      await startConnected(emulatorUrl, 'test-webhook-secret');
      const catalog = await import('./');
      await call(emulatorUrl, 'PUT', '/_emulator/faults', { body: { latencyMs: 1500 } });
      try {
        await expect(catalog.listResourcesWithin(200)).resolves.toBeUndefined();
      } finally {
        await call(emulatorUrl, 'DELETE', '/_emulator/faults');
      }
      // The read begun above, now answered.
      const ramps = await catalog.listResources();
      expect(ramps.length).toBeGreaterThan(0);
      await expect(catalog.listResourcesWithin(200)).resolves.toEqual(ramps);
    },
  );
});
