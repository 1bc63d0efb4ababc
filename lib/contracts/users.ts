import { z } from 'zod';
import type { Locale } from './locales';
import { zText } from './primitives';
import { ROLES, type Role } from './roles';
import { atLeastCharacters, atMostCharacters, issueText, oneOf } from './issue-text';

// Shared by the admin user routes, the admin forms and the query hooks.

export const ZRole = z.enum(ROLES, { error: oneOf(ROLES) });
/** The one place e-mail addresses are normalised: accounts, sign-in and throttling all compare this form. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
export const ZEmail = zText(254)
  .transform(normalizeEmail)
  .pipe(z.email(issueText('validEmail', 'enter a valid e-mail address')));
export const PASSWORD_MIN_LENGTH = 10;
export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, atLeastCharacters(PASSWORD_MIN_LENGTH))
  .max(200, atMostCharacters(200));
export const ZUserName = z.string().trim().max(100, atMostCharacters(100));

export const ZCreateUser = z.object({
  email: ZEmail,
  name: ZUserName.default(''),
  role: ZRole,
  password: ZPassword,
});
export type CreateUserInput = z.input<typeof ZCreateUser>;

export const ZUpdateUser = z
  .object({
    name: ZUserName.optional(),
    role: ZRole.optional(),
    disabled: z.boolean({ error: issueText('mustBeTrueOrFalse', 'must be true or false') }).optional(),
    password: ZPassword.optional(),
    /**
     * Lets the next company sign-in with this account's verified e-mail link it, once (an administrator's account or
     * one with a password is never linked by e-mail alone); false withdraws it.
     */
    companySignInLinkAllowed: z.boolean({ error: issueText('mustBeTrueOrFalse', 'must be true or false') }).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: issueText(
      'changeOneOfUserFields',
      'change at least one of name, role, disabled, password, companySignInLinkAllowed',
    ),
  });
export type UpdateUserInput = z.input<typeof ZUpdateUser>;

/** Admin → Users' reset form: the new password typed twice. Only `password` is sent (as ZUpdateUser). */
export const ZResetPassword = z
  .object({ password: ZPassword, confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, {
    path: ['confirmation'],
    message: issueText('passwordsDiffer', 'does not match the new password: type the same password again'),
  });

export const ZUserIdParams = z.object({ id: z.uuid(issueText('mustBeUserId', 'must be a user id (GUID)')) });

export const ZPublicUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: ZRole,
  disabled: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The last successful sign-in (UTC ISO 8601), or null for an account that never signed in. */
  lastSignedInAt: z.string().nullable(),
  /** Signs in with the company provider (linked to a subject there). */
  companySignIn: z.boolean(),
  /** An administrator allowed the next company sign-in to link this account; used up by that sign-in. */
  companySignInLinkAllowed: z.boolean(),
});
export type PublicUser = z.infer<typeof ZPublicUser>;

/** How a person is named in lists and messages: "name (email)", or the address alone when they have no name. */
export const personLabel = ({ name, email }: { name: string; email: string }) => (name ? `${name} (${email})` : email);

/** The signed-in user, as the server resolves the session and the page shell shows it. */
export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** This sign-in's id (server only: the page shell is given the user without it). */
  sessionId: string;
  /**
   * The account's session version this sign-in carries: raised by a password reset or disabling, it ends the session.
   */
  sessionVersion: number;
  /** When this sign-in ends, in milliseconds since 1970 (server only): its lifetime, counted from the sign-in. */
  sessionEndsAt: number;
  /** The language the person chose in the user menu; null follows their browser, then the site default. */
  locale: Locale | null;
}
