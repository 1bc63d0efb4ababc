import { expect, test as setup } from '@playwright/test';
import { ROLES } from '../lib/contracts';
import { saveSessions, signInAndWait } from '../e2e/support/sign-in';
import { ACCOUNTS, storageStateOf } from './support/accounts';
import { readEmulator } from './support/emulator';
import { SECURITY_EMULATOR_URL, UPSTREAM_PASSWORD, UPSTREAM_USERNAME, WEBHOOK_SECRETS } from './support/stack';

// One sign-in per role through the real form, then the emulator connected as the active environment with the
// suite's known credentials and both webhook secrets, so every spec starts from a working, configured dashboard.
setup('sign in once per role and connect the emulator', async ({ browser, baseURL }) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAndWait(adminPage, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  await adminContext.storageState({ path: storageStateOf('admin') });
  const admin = adminContext.request;
  const headers = { Origin: baseURL! };

  const created = await admin.post('/api/admin/users', {
    headers,
    data: { email: ACCOUNTS.viewer.email, name: 'Security Viewer', role: 'viewer', password: ACCOUNTS.viewer.password },
  });
  expect(created.status(), await created.text()).toBe(201);

  const { value: offices } = await readEmulator<{ value: { Id: string; TimeZone: string }[] }>(
    admin,
    '/odata/v1/demo/BranchOffice?$select=Id,TimeZone',
  );
  const connection = {
    baseUrl: SECURITY_EMULATOR_URL,
    tenant: 'demo',
    authMethod: 'bearer',
    username: UPSTREAM_USERNAME,
    branchTimeZones: Object.fromEntries(offices.map((o) => [o.Id, o.TimeZone])),
  };
  // A secret is added one save at a time; the second save keeps the stored password and the first secret.
  const first = await admin.put('/api/admin/connection/emulator', {
    headers,
    data: { ...connection, password: UPSTREAM_PASSWORD, webhookSecrets: { add: WEBHOOK_SECRETS[0] } },
  });
  expect(first.status(), await first.text()).toBe(200);
  const second = await admin.put('/api/admin/connection/emulator', {
    headers,
    data: { ...connection, webhookSecrets: { add: WEBHOOK_SECRETS[1] } },
  });
  expect(second.status(), await second.text()).toBe(200);
  const active = await admin.post('/api/admin/connection/active', { headers, data: { environment: 'emulator' } });
  expect(active.status(), await active.text()).toBeLessThan(300);

  const overview = (await (await admin.get('/api/admin/connection')).json()) as {
    active: string;
    environments: { environment: string; passwordSet: boolean; webhookSecrets: unknown[] }[];
  };
  expect(overview.active).toBe('emulator');
  expect(overview.environments.find((e) => e.environment === 'emulator')).toMatchObject({
    passwordSet: true,
    webhookSecrets: [expect.anything(), expect.anything()],
  });
  // The connection works end to end before any spec relies on it.
  expect((await admin.get('/api/resources')).status()).toBe(200);
  await adminContext.close();

  await saveSessions(
    browser,
    ROLES.filter((r) => r !== 'admin'),
    storageStateOf,
  );
});
