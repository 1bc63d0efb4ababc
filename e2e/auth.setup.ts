import { expect, test as setup } from '@playwright/test';
import { ROLES } from '../lib/contracts';
import { ACCOUNTS, storageStateOf } from './support/accounts';
import { saveSessions, signInAndWait } from './support/sign-in';

// One sign-in per role through the real form; the specs reuse the saved sessions.
setup('sign in once per role', async ({ browser, baseURL }) => {
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAndWait(adminPage, ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  await adminContext.storageState({ path: storageStateOf('admin') });

  const created = await adminContext.request.post('/api/admin/users', {
    headers: { Origin: baseURL! },
    data: { email: ACCOUNTS.viewer.email, name: 'Demo Viewer', role: 'viewer', password: ACCOUNTS.viewer.password },
  });
  expect([201, 409]).toContain(created.status());
  await adminContext.close();

  await saveSessions(
    browser,
    ROLES.filter((r) => r !== 'admin'),
    storageStateOf,
  );
});
