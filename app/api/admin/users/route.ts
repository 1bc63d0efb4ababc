// Admin: list and add dashboard users.
import { route } from '@/lib/api';
import { createUser, listUsers } from '@/lib/auth';
import { ZCreateUser } from '@/lib/contracts';

export const GET = route({ role: 'admin' }, async () => ({ users: await listUsers() }));

export const POST = route({ role: 'admin', body: ZCreateUser, status: 201 }, async ({ body, user }) => ({
  user: await createUser(body, user.id),
}));
