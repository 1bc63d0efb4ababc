// The signed-in person's language (the user menu): a language, or null to follow the browser. Viewers too.
import { route } from '@/lib/api';
import { setUserLocale } from '@/lib/auth';
import { type UserLocale, ZUserLocale } from '@/lib/contracts';

export const PUT = route(
  { role: 'viewer', ownPreferences: true, body: ZUserLocale },
  async ({ body, user }) =>
    ({
      locale: await setUserLocale(user.id, body.locale),
    }) satisfies UserLocale,
);
