// Admin: rename, re-role, disable or re-enable, and reset the password of one user.
import { route } from '@/lib/api';
import { updateUser } from '@/lib/auth';
import { ZUpdateUser, ZUserIdParams } from '@/lib/contracts';

export const PATCH = route(
  { role: 'admin', params: ZUserIdParams, body: ZUpdateUser },
  async ({ params, body, user }) => ({
    user: await updateUser(params.id, body, user.id),
  }),
);
