import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { auditChanges, normalizeEmail, readGroups, roleForGroups, type Role, type SsoRefusal } from '@/lib/contracts';
import { getDb, schema } from '@/lib/db';
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

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const sameIssuer = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');

/**
 * Signs in a person the provider vouched for (the ID token's claims, already checked: signature, issuer, audience,
 * nonce). Their account is theirs by issuer and subject; at the first sign-in an account with their e-mail that no
 * provider holds yet becomes theirs, otherwise one is created. Each sign-in sets the role from their groups, so a
 * change at the provider counts from the next sign-in. Nobody is let in whose groups map to no role, or whose account
 * is disabled here; nobody is created without a role.
 */
export async function signInWithOidc(claims: Record<string, unknown>, settings: Mapping): Promise<OidcSignInResult> {
  const subject = text(claims.sub);
  const issuer = text(claims.iss);
  // openid-client has checked the issuer against the provider's metadata; this binds it to the one configured.
  if (!subject || !sameIssuer(issuer, settings.issuer)) return { ok: false, refusal: 'no_role' };
  const rawEmail =
    text(claims.email) || (text(claims.preferred_username).includes('@') ? text(claims.preferred_username) : '');
  if (!rawEmail || claims.email_verified === false) return { ok: false, refusal: 'no_email' };
  const email = normalizeEmail(rawEmail);
  const name = text(claims.name).slice(0, 100);
  const role = roleForGroups(readGroups(claims, settings.groupsClaim), settings);

  const db = await getDb();
  return db.transaction(async (tx): Promise<OidcSignInResult> => {
    const users = schema.users;
    let [row] = await tx
      .select()
      .from(users)
      .where(and(eq(users.oidcIssuer, settings.issuer), eq(users.oidcSubject, subject)))
      .for('update');
    if (!row) {
      const [byEmail] = await tx.select().from(users).where(eq(users.email, email)).for('update');
      if (byEmail?.oidcSubject) return { ok: false, refusal: 'email_in_use' };
      if (byEmail) {
        [row] = await tx
          .update(users)
          .set({ oidcIssuer: settings.issuer, oidcSubject: subject, updatedAt: new Date() })
          .where(eq(users.id, byEmail.id))
          .returning();
        await tx.insert(schema.auditLog).values({
          actorId: null,
          action: 'user.updated',
          subject: byEmail.id,
          detail: {
            changes: auditChanges({ companySignIn: false }, { companySignIn: true }),
            reason: 'company sign-in',
          },
        });
      }
    }
    if (row?.disabled) return { ok: false, refusal: 'disabled' };
    if (!role) return { ok: false, refusal: 'no_role' };
    const now = new Date();
    if (!row) {
      [row] = await tx
        .insert(users)
        .values({
          email,
          name,
          role,
          passwordHash: NO_PASSWORD,
          oidcIssuer: settings.issuer,
          oidcSubject: subject,
          lastSignedInAt: now,
        })
        .returning();
      await tx.insert(schema.auditLog).values({
        actorId: null,
        action: 'user.created',
        subject: row!.id,
        detail: { changes: auditChanges(null, { email, name, role }), reason: 'company sign-in' },
      });
    } else {
      const before = { name: row.name, role: row.role };
      const keepsAdmin = row.role === 'admin' && role !== 'admin' && (await isLastActiveAdmin(tx, row.id));
      const newRole = keepsAdmin ? 'admin' : role;
      [row] = await tx
        .update(users)
        .set({ role: newRole, ...(name ? { name } : {}), lastSignedInAt: now, updatedAt: now })
        .where(eq(users.id, row.id))
        .returning();
      const changes = auditChanges(before, { name: name || before.name, role: newRole });
      const reason = keepsAdmin
        ? 'company sign-in groups; kept administrator: the last active one'
        : 'company sign-in groups';
      if (Object.keys(changes).length > 0 || keepsAdmin)
        await tx
          .insert(schema.auditLog)
          .values({ actorId: null, action: 'user.updated', subject: row!.id, detail: { changes, reason } });
    }
    const user = row!;
    return {
      ok: true,
      user: { id: user.id, email: user.email, name: user.name, role: user.role, sessionVersion: user.sessionVersion },
    };
  });
}

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0];

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
