import { z } from 'zod';
import { ROLES, type Role } from './roles';

// Company sign-in (OpenID Connect): what Admin → Sign-in saves and shows, shared by the route, the form and the hook,
// and the one rule that turns a person's groups at the identity provider into a Slotboard role.

const MAX_GROUPS = 50;

const zGroups = z
  .array(z.string().trim().min(1, 'a group cannot be empty').max(256, 'use at most 256 characters per group'))
  .max(MAX_GROUPS, `list at most ${MAX_GROUPS} groups`)
  .transform((groups) => [...new Set(groups)]);

export const ZSsoSettingsInput = z.object({
  enabled: z.boolean({ error: 'must be true or false' }),
  /** Shown on the sign-in page: "Sign in with <displayName>". */
  displayName: z
    .string()
    .trim()
    .min(1, 'enter the name people know the provider by, like Contoso')
    .max(60, 'use at most 60 characters'),
  issuer: z
    .string()
    .trim()
    .min(1, 'enter the issuer URL, like https://login.microsoftonline.com/<tenant id>/v2.0')
    .max(500, 'use at most 500 characters')
    .transform((v) => v.replace(/\/+$/, '')),
  clientId: z.string().trim().min(1, 'enter the client (application) id').max(255, 'use at most 255 characters'),
  /** Absent or empty: keep the stored secret. */
  clientSecret: z.string().max(500, 'use at most 500 characters').optional(),
  scopes: z
    .string()
    .trim()
    .max(500, 'use at most 500 characters')
    .refine((v) => v.split(/\s+/).includes('openid'), 'must include openid'),
  /** Where the groups are in the ID token: a claim name, or a dotted path (realm_access.roles). */
  groupsClaim: z
    .string()
    .trim()
    .min(1, 'enter the claim that carries the groups, like groups or roles')
    .max(100, 'use at most 100 characters')
    .regex(/^[A-Za-z0-9_:/.-]+$/, 'use letters, digits and . _ : / - only'),
  adminGroups: zGroups,
  plannerGroups: zGroups,
  viewerGroups: zGroups,
  /** Password sign-in only for administrators (break-glass); everyone else signs in with the provider. */
  passwordOnlyForAdmins: z.boolean({ error: 'must be true or false' }),
  /** Whom a person without access should ask: shown on the page that refuses them. */
  accessContact: z.string().trim().max(200, 'use at most 200 characters'),
});
export type SsoSettingsInput = z.input<typeof ZSsoSettingsInput>;

/** What the browser may see: the client secret only as set / not set. */
export interface PublicSsoSettings {
  configured: boolean;
  enabled: boolean;
  displayName: string;
  issuer: string;
  clientId: string;
  clientSecretSet: boolean;
  scopes: string;
  groupsClaim: string;
  adminGroups: string[];
  plannerGroups: string[];
  viewerGroups: string[];
  passwordOnlyForAdmins: boolean;
  accessContact: string;
  updatedAt: string | null;
}

export interface SsoSettingsAnswer {
  settings: PublicSsoSettings;
  /** Where the provider must send people back: register it at the provider. */
  redirectUri: string;
}

export const DEFAULT_SSO_SCOPES = 'openid email profile';

export type GroupRoles = Pick<PublicSsoSettings, 'adminGroups' | 'plannerGroups' | 'viewerGroups'>;

/** The groups a claim carries: a list of strings, or one string (some providers send a single group so). */
export function readGroups(claims: Record<string, unknown>, claimPath: string): string[] {
  let value: unknown = claims;
  for (const part of claimPath.split('.')) {
    value =
      value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : [];
}

/** The most powerful role any of the groups gives, or null: no mapped group, no access. Groups compare exactly. */
export function roleForGroups(groups: readonly string[], mapping: GroupRoles): Role | null {
  const held = new Set(groups);
  const listFor: Record<Role, string[]> = {
    admin: mapping.adminGroups,
    planner: mapping.plannerGroups,
    viewer: mapping.viewerGroups,
  };
  for (const role of [...ROLES].reverse()) if (listFor[role].some((g) => held.has(g))) return role;
  return null;
}

/** Why a company sign-in was refused: the page /login/refused says so and whom to ask. */
export const SSO_REFUSALS = [
  'no_role',
  'disabled',
  'no_email',
  'email_unverified',
  'email_in_use',
  'link_needed',
  'last_admin',
] as const;
export type SsoRefusal = (typeof SSO_REFUSALS)[number];
export const isSsoRefusal = (value: unknown): value is SsoRefusal => SSO_REFUSALS.includes(value as SsoRefusal);
