import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { auditChanges, normalizeEmail, readGroups, roleForGroups, type Role, type SsoRefusal } from '@/lib/contracts';
import { getDb, schema, type Db } from '@/lib/db';
import type { ResolvedSignInSettings } from '@/lib/settings';

/** The password hash of an account that signs in only with the company's provider: no password ever matches it. */
export const NO_PASSWORD = '!company-sign-in';

export type OidcSignInResult =
  | { ok: true; user: { id: string; email: string; name: string; role: Role; sessionVersion: number } }
  | { ok: false; refusal: SsoRefusal };

type Mapping = Pick<
  ResolvedSignInSettings,
  'issuer' | 'groupsClaim' | 'adminGroups' | 'plannerGroups' | 'viewerGroups'
>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UserRow = typeof schema.users.$inferSelect;
/** Who signs in, as the ID token says: checked before the database is asked anything. */
interface Person {
  issuer: string;
  subject: string;
  email: string;
  /** The provider vouches that the address is this person's: what a first sign-in needs to link or create. */
  emailVerified: boolean;
  name: string;
  role: Role | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
const refused = (refusal: SsoRefusal): OidcSignInResult => ({ ok: false, refusal });

/**
 * Exactly true: a missing claim or the string "false" is no promise that the address is this person's. Microsoft
 * Entra ID sends no `email_verified`; its optional claim `xms_edov` (the e-mail's domain is verified by the tenant)
 * says the same thing there.
 */
const isEmailVerified = (claims: Record<string, unknown>) => claims.email_verified === true || claims.xms_edov === true;

/**
 * Whether linking this account to a provider subject needs an administrator's leave (Admin → Users): an
 * administrator's account, or one with a password that works. Only an account made for company sign-in (no password,
 * not an administrator) is the provider's to claim by a verified e-mail.
 */
export const linkNeedsLeave = (row: Pick<UserRow, 'role' | 'passwordHash'>) =>
  row.role === 'admin' || row.passwordHash !== NO_PASSWORD;

/**
 * Signs in a person the provider vouched for (the ID token's claims, already checked: signature, issuer, audience,
 * nonce). Their account is theirs by issuer and subject. At the first sign-in an account with their e-mail that no
 * provider holds becomes theirs only when the provider says the e-mail is verified, and, for an administrator or an
 * account with a password, only once an administrator has allowed it; otherwise one is created. Each sign-in sets the
 * role from their groups, but never takes it from a break-glass or the last administrator. Every refusal is decided
 * before anything is written: a refused sign-in leaves no link, no account and no audit entry behind.
 */
export async function signInWithOidc(claims: Record<string, unknown>, settings: Mapping): Promise<OidcSignInResult> {
  const subject = text(claims.sub);
  // openid-client has checked the issuer against the provider's metadata; this binds it to the one configured.
  if (!subject || !sameIssuer(text(claims.iss), settings.issuer)) return refused('no_role');
  // The `email` claim only: a preferred_username is whatever the person or the directory typed, an address or not.
  const rawEmail = text(claims.email);
  if (!rawEmail) return refused('no_email');
  const person: Person = {
    issuer: settings.issuer,
    subject,
    email: normalizeEmail(rawEmail),
    emailVerified: isEmailVerified(claims),
    name: text(claims.name).slice(0, 100),
    role: roleForGroups(readGroups(claims, settings.groupsClaim), settings),
  };

  const db = await getDb();
  return db.transaction(async (tx): Promise<OidcSignInResult> => {
    const users = schema.users;
    const [linked] = await tx
      .select()
      .from(users)
      .where(and(eq(users.oidcIssuer, person.issuer), eq(users.oidcSubject, subject)))
      .for('update');
    const [byEmail] = linked ? [] : await tx.select().from(users).where(eq(users.email, person.email)).for('update');
    const refusal = await refusalFor(tx, person, linked, byEmail);
    if (refusal) return refused(refusal);
    // Nothing has been written up to here; from here on the sign-in succeeds.
    const role = person.role!;
    const row = linked
      ? await followGroups(tx, linked, person, role)
      : byEmail
        ? await linkAccount(tx, byEmail, person, role)
        : await createAccount(tx, person, role);
    return {
      ok: true,
      user: { id: row.id, email: row.email, name: row.name, role: row.role, sessionVersion: row.sessionVersion },
    };
  });
}

/** Why this sign-in is refused, or null: read only, so that a refusal writes nothing. */
async function refusalFor(
  tx: Tx,
  person: Person,
  linked: UserRow | undefined,
  byEmail: UserRow | undefined,
): Promise<SsoRefusal | null> {
  // A subject the provider already holds is that person whatever its e-mail claim says; a new one is known only by
  // the address, so the provider must vouch for it before an account is linked or made.
  if (!linked && !person.emailVerified) return 'email_unverified';
  if (!linked && byEmail?.oidcSubject) return 'email_in_use';
  if ((linked ?? byEmail)?.disabled) return 'disabled';
  if (!person.role) return 'no_role';
  if (linked || !byEmail) return null;
  if (linkNeedsLeave(byEmail) && !byEmail.oidcLinkAllowedAt) return 'link_needed';
  // The last-administrator rule keeps the role only for an account the provider already held before this sign-in;
  // linking must not demote the last one either, so that link waits until the groups make them an administrator.
  // (A break-glass administrator keeps the role anyway: see keptAdmin.)
  if (byEmail.role === 'admin' && person.role !== 'admin' && !isBreakGlass(byEmail)) {
    if (await isLastActiveAdmin(tx, byEmail.id)) return 'last_admin';
  }
  return null;
}

/**
 * An administrator with a password that works: the break-glass account. The provider's groups never take its role
 * away (an admin can, under Admin → Users), so its password keeps working with "password sign-in only for break-glass
 * administrators" whatever the provider says.
 */
const isBreakGlass = (row: Pick<UserRow, 'role' | 'passwordHash'>) =>
  row.role === 'admin' && row.passwordHash !== NO_PASSWORD;

/** Why an administrator keeps the role the groups would lower, or null when the groups decide. */
async function keptAdmin(tx: Tx, row: UserRow, role: Role): Promise<string | null> {
  if (row.role !== 'admin' || role === 'admin') return null;
  if (isBreakGlass(row)) return 'kept administrator: a break-glass account with a password';
  return (await isLastActiveAdmin(tx, row.id)) ? 'kept administrator: the last active one' : null;
}

/** An account the provider already holds: the role follows the groups, except where an administrator keeps it. */
async function followGroups(tx: Tx, row: UserRow, person: Person, role: Role): Promise<UserRow> {
  const before = { name: row.name, role: row.role };
  const kept = await keptAdmin(tx, row, role);
  const newRole = kept ? 'admin' : role;
  const now = new Date();
  const [updated] = await tx
    .update(schema.users)
    .set({ role: newRole, ...(person.name ? { name: person.name } : {}), lastSignedInAt: now, updatedAt: now })
    .where(eq(schema.users.id, row.id))
    .returning();
  const changes = auditChanges(before, { name: person.name || before.name, role: newRole });
  const reason = kept ? `company sign-in groups; ${kept}` : 'company sign-in groups';
  if (Object.keys(changes).length > 0 || kept)
    await tx
      .insert(schema.auditLog)
      .values({ actorId: null, action: 'user.updated', subject: row.id, detail: { changes, reason } });
  return updated!;
}

/** The first company sign-in of an existing account: linked, the role set by the groups, an allowance used up. */
async function linkAccount(tx: Tx, row: UserRow, person: Person, role: Role): Promise<UserRow> {
  const now = new Date();
  const allowed = !!row.oidcLinkAllowedAt;
  // The last active administrator was refused before (refusalFor); a break-glass one keeps the role.
  const keepsAdmin = isBreakGlass(row) && role !== 'admin';
  const newRole = keepsAdmin ? 'admin' : role;
  const [updated] = await tx
    .update(schema.users)
    .set({
      oidcIssuer: person.issuer,
      oidcSubject: person.subject,
      oidcLinkAllowedAt: null,
      role: newRole,
      ...(person.name ? { name: person.name } : {}),
      lastSignedInAt: now,
      updatedAt: now,
    })
    .where(eq(schema.users.id, row.id))
    .returning();
  const changes = auditChanges(
    { companySignIn: false, companySignInLinkAllowed: allowed, name: row.name, role: row.role },
    { companySignIn: true, companySignInLinkAllowed: false, name: person.name || row.name, role: newRole },
  );
  const reason =
    (allowed ? 'company sign-in; linked as an administrator allowed' : 'company sign-in') +
    (keepsAdmin ? '; kept administrator: a break-glass account with a password' : '');
  await tx
    .insert(schema.auditLog)
    .values({ actorId: null, action: 'user.updated', subject: row.id, detail: { changes, reason } });
  return updated!;
}

async function createAccount(tx: Tx, person: Person, role: Role): Promise<UserRow> {
  const { email, name } = person;
  const [row] = await tx
    .insert(schema.users)
    .values({
      email,
      name,
      role,
      passwordHash: NO_PASSWORD,
      oidcIssuer: person.issuer,
      oidcSubject: person.subject,
      lastSignedInAt: new Date(),
    })
    .returning();
  await tx.insert(schema.auditLog).values({
    actorId: null,
    action: 'user.created',
    subject: row!.id,
    detail: { changes: auditChanges(null, { email, name, role }), reason: 'company sign-in' },
  });
  return row!;
}

/**
 * Whether no other enabled account is an administrator. The provider's groups must not leave Slotboard without one
 * (as Admin → Users refuses to): that person keeps the role until another administrator exists. Locking every
 * active admin row serialises two last admins signing in at once, as manage-users does.
 */
async function isLastActiveAdmin(tx: Tx, id: string): Promise<boolean> {
  const others = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.role, 'admin'), eq(schema.users.disabled, false), ne(schema.users.id, id)))
    .for('update');
  return others.length === 0;
}
