import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Accounts and what guards them: users, company sign-in, failed sign-ins, the admin audit log.

// The database owns its enums (it knows no users or connections); test/roles.test.ts checks that the lists match.
export const roleEnum = pgEnum('user_role', ['viewer', 'planner', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    // Stored lower-cased so uniqueness and sign-in ignore case.
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    // Raised by every password change and by disabling the account; a session token carries the value it was signed
    // in with, so older ones end.
    sessionVersion: integer('session_version').notNull().default(1),
    // Set by each successful sign-in (lib/auth/verify-credentials.ts); null for an account that never signed in.
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }),
    // The language this person chose in the user menu (a code of lib/contracts' LOCALES); null follows their browser.
    locale: text('locale'),
    // Company sign-in (OpenID Connect): the provider's issuer and its subject for this person, set at their first
    // sign-in there; null for an account that only signs in with a password.
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    // Set when an administrator allows the next company sign-in with this account's verified e-mail to link it (an
    // administrator's or a password account is never linked by e-mail alone); that sign-in sets it back to null.
    oidcLinkAllowedAt: timestamp('oidc_link_allowed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_oidc_subject_idx').on(t.oidcIssuer, t.oidcSubject)],
);

// Company sign-in (OpenID Connect), one row (id 'oidc'). The client secret only ever stored encrypted
// (lib/settings/encrypt-secret.ts); the groups lists say which groups at the provider mean which role.
export const ssoSettings = pgTable('sso_settings', {
  id: text('id').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  displayName: text('display_name').notNull(),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretEnc: text('client_secret_enc'),
  scopes: text('scopes').notNull(),
  groupsClaim: text('groups_claim').notNull(),
  adminGroups: jsonb('admin_groups').$type<string[]>().notNull().default([]),
  plannerGroups: jsonb('planner_groups').$type<string[]>().notNull().default([]),
  viewerGroups: jsonb('viewer_groups').$type<string[]>().notNull().default([]),
  passwordOnlyForAdmins: boolean('password_only_for_admins').notNull().default(false),
  accessContact: text('access_contact').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});

// Failed sign-ins per key, shared by every instance through the database (lib/auth/sign-in-throttle.ts names the
// keys: one account from one address, one address, one known client, one account from unknown clients).
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_failures_window_idx').on(t.windowStart)],
);

// Who changed what, for admin actions (users now; credentials and environment switches later).
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
