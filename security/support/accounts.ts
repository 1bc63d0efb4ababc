import path from 'node:path';
import type { Role } from '../../lib/contracts';

export { ACCOUNTS } from '../../e2e/support/accounts';

/** The security suite's own saved sessions, apart from the e2e suite's (another stack, another NEXTAUTH_SECRET). */
export const storageStateOf = (role: Role) => path.resolve('test-results/security/.auth', `${role}.json`);
