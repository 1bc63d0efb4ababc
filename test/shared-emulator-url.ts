import { inject } from 'vitest';

/**
 * The integration run's emulator that this worker owns. Suites reset it and read all of its data, so two files
 * running at once must not share one; VITEST_POOL_ID (1 … maxWorkers) is unique among the workers running.
 */
export function sharedEmulatorUrl(): string {
  const urls = inject('emulatorUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const url = urls[worker - 1];
  if (!url)
    throw new Error(
      `No shared emulator for integration worker ${worker}: test/integration-global-setup.ts starts ${urls.length}`,
    );
  return url;
}
