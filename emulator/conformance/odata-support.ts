// What every OData conformance file shares: the worker's emulator, a token and the demo site, read once per file.
import { afterAll, beforeAll } from 'vitest';
import { sharedEmulatorUrl } from '@/test/shared-emulator-url';
import { call, prepareDemoSite, restoreDemoSite, type DemoSite } from '../testing/call-service';

export const base = sharedEmulatorUrl();
export const root = '/odata/v1/demo';
export let token: string;
export let site: DemoSite;
export const get = (path: string) => call(base, 'GET', root + path, { token });
export const q = (path: string, query: Record<string, string>) =>
  get(`${path}?${new URLSearchParams(query).toString()}`);

/** Prepares the demo site before the file's tests and restores it after them. */
export function setUpDemoSite(): void {
  beforeAll(async () => {
    ({ token, site } = await prepareDemoSite(base));
  });

  afterAll(() => restoreDemoSite(base));
}
