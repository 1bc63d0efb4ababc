// Admin: switch the environment every planner works against (logged in the audit log).
import { route } from '@/lib/api';
import { ZActivateInput } from '@/lib/contracts';
import { setActiveEnvironment } from '@/lib/settings';

export const POST = route({ role: 'admin', body: ZActivateInput }, ({ body, user }) =>
  setActiveEnvironment(body.environment, user.id),
);
