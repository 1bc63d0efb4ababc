import 'server-only';
import { env } from '@/lib/env';
import { readSignInSettings, saveSignInSettings } from './manage-sign-in-settings';

/** The demo identity provider's client (emulator/idp): its id and which of its groups mean which role. */
export const DEMO_SIGN_IN = {
  displayName: 'Demo IdP',
  clientId: 'slotboard',
  adminGroups: ['slotboard-admins'],
  plannerGroups: ['slotboard-planners'],
  viewerGroups: ['slotboard-viewers'],
} as const;

/**
 * Demo only: points a fresh install's company sign-in at the bundled identity provider (DEMO_OIDC_ISSUER), so
 * "Sign in with Demo IdP" works at once. Never touches a sign-in an admin has already set up.
 */
export async function bootstrapDemoSignIn(): Promise<void> {
  const e = env();
  if (!e.SLOTBOARD_DEMO || !e.DEMO_OIDC_ISSUER || !e.DEMO_OIDC_CLIENT_SECRET) return;
  if ((await readSignInSettings()).configured) return;
  await saveSignInSettings(
    {
      ...DEMO_SIGN_IN,
      adminGroups: [...DEMO_SIGN_IN.adminGroups],
      plannerGroups: [...DEMO_SIGN_IN.plannerGroups],
      viewerGroups: [...DEMO_SIGN_IN.viewerGroups],
      enabled: true,
      issuer: e.DEMO_OIDC_ISSUER,
      clientSecret: e.DEMO_OIDC_CLIENT_SECRET,
      scopes: 'openid email profile',
      groupsClaim: 'groups',
      passwordOnlyForAdmins: false,
      accessContact: 'the demo administrator (admin@example.com)',
    },
    null,
  );
}
