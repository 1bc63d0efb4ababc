// Admin: the company sign-in (OpenID Connect provider, group → role mapping, break-glass switch). The client secret is
// write-only; saving is audited.
import { route } from '@/lib/api';
import { oidcRedirectUri } from '@/lib/auth';
import { type SsoSettingsAnswer, ZSsoSettingsInput } from '@/lib/contracts';
import { readSignInSettings, saveSignInSettings } from '@/lib/settings';

export const GET = route(
  { role: 'admin' },
  async () => ({ settings: await readSignInSettings(), redirectUri: oidcRedirectUri() }) satisfies SsoSettingsAnswer,
);

export const PUT = route(
  { role: 'admin', body: ZSsoSettingsInput },
  async ({ body, user }) =>
    ({
      settings: await saveSignInSettings(body, user.id),
      redirectUri: oidcRedirectUri(),
    }) satisfies SsoSettingsAnswer,
);
