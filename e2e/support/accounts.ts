import path from 'node:path';
import type { Role } from '../../lib/contracts';

// The demo creates admin and planner; the setup project adds the viewer through the admin API.
export const ACCOUNTS: Record<Role, { email: string; password: string }> = {
  admin: { email: 'admin@example.com', password: 'demo-admin' },
  planner: { email: 'planner@example.com', password: 'demo-planner' },
  viewer: { email: 'viewer@example.com', password: 'viewer-password' },
};

// Playwright runs from the project root.
export const storageStateOf = (role: Role) => path.resolve('test-results/.auth', `${role}.json`);
