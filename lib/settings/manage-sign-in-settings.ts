import 'server-only';
import { eq } from 'drizzle-orm';
import {
  auditChanges,
  DEFAULT_SSO_SCOPES,
  type PublicSsoSettings,
  type SsoSettingsInput,
  ZSsoSettingsInput,
} from '@/lib/contracts';
import { getDb, schema } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { checkBaseUrl } from './check-base-url';
import { decryptSecret, encryptSecret, type SecretPlace } from './encrypt-secret';
import { getSecretKeys } from './get-secret-keys';

// Company sign-in (OpenID Connect): Admin → Sign-in saves it, the sign-in route reads it on every request (so a
// change takes effect at once on every instance). The client secret is sealed like the service's secrets.

type Row = typeof schema.ssoSettings.$inferSelect;
const ID = 'oidc';
export const CLIENT_SECRET_PLACE: SecretPlace = { environment: 'sso', field: 'clientSecret' };

const EMPTY: PublicSsoSettings = {
  configured: false,
  enabled: false,
  displayName: '',
  issuer: '',
  clientId: '',
  clientSecretSet: false,
  scopes: DEFAULT_SSO_SCOPES,
  groupsClaim: 'groups',
  adminGroups: [],
  plannerGroups: [],
  viewerGroups: [],
  passwordOnlyForAdmins: false,
  accessContact: '',
  updatedAt: null,
};

/** The audited settings of a row or of the values about to be saved (the secret apart). */
const pick = (v: Omit<Row, 'id' | 'clientSecretEnc' | 'updatedAt' | 'updatedBy'>) => ({
  enabled: v.enabled,
  displayName: v.displayName,
  issuer: v.issuer,
  clientId: v.clientId,
  scopes: v.scopes,
  groupsClaim: v.groupsClaim,
  adminGroups: v.adminGroups,
  plannerGroups: v.plannerGroups,
  viewerGroups: v.viewerGroups,
  passwordOnlyForAdmins: v.passwordOnlyForAdmins,
  accessContact: v.accessContact,
});

function toPublic(row: Row | undefined): PublicSsoSettings {
  if (!row) return EMPTY;
  return {
    ...pick(row),
    configured: !!row.clientSecretEnc,
    clientSecretSet: !!row.clientSecretEnc,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readRow(): Promise<Row | undefined> {
  const db = await getDb();
  const [row] = await db.select().from(schema.ssoSettings).where(eq(schema.ssoSettings.id, ID));
  return row;
}

/** What Admin → Sign-in shows: the secret only as set / not set. */
export async function readSignInSettings(): Promise<PublicSsoSettings> {
  return toPublic(await readRow());
}

/** What the sign-in page needs to know: whether to offer the provider, by which name, and the break-glass rule. */
export interface SignInOptions {
  provider: { name: string } | null;
  passwordOnlyForAdmins: boolean;
  accessContact: string;
}

export async function readSignInOptions(): Promise<SignInOptions> {
  const row = await readRow();
  const active = !!row?.enabled && !!row.clientSecretEnc;
  return {
    provider: active ? { name: row.displayName } : null,
    // Only while company sign-in is on: otherwise nobody but the admins could sign in at all.
    passwordOnlyForAdmins: active && row.passwordOnlyForAdmins,
    accessContact: row?.accessContact ?? '',
  };
}

/** Saves the company sign-in. The client secret is encrypted before it reaches the database and audited as changed. */
export async function saveSignInSettings(input: SsoSettingsInput, actorId: string | null): Promise<PublicSsoSettings> {
  const data = ZSsoSettingsInput.parse(input);
  const issuer = await checkIssuer(data.issuer);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(schema.ssoSettings).where(eq(schema.ssoSettings.id, ID)).for('update');
    // The stored secret only ever goes to the provider it was entered for: a new issuer or client needs it typed again,
    // so an admin session cannot send it to another server.
    const sameTarget = !!current && current.issuer === issuer && current.clientId === data.clientId;
    const secret = data.clientSecret ? data.clientSecret : undefined;
    const clientSecretEnc = secret
      ? encryptSecret(secret, getSecretKeys(), CLIENT_SECRET_PLACE)
      : sameTarget
        ? current.clientSecretEnc
        : null;
    if (!clientSecretEnc) {
      const message = current?.clientSecretEnc
        ? 're-enter the client secret: the issuer or client id changed'
        : 'enter the client secret';
      throw new AppError('validation_failed', `clientSecret: ${message}`, [{ field: 'clientSecret', message }]);
    }
    const values = {
      id: ID,
      ...pick({ ...data, issuer }),
      clientSecretEnc,
      updatedAt: new Date(),
      updatedBy: actorId,
    };
    const [row] = await tx
      .insert(schema.ssoSettings)
      .values(values)
      .onConflictDoUpdate({ target: schema.ssoSettings.id, set: values })
      .returning();
    const changes = auditChanges(current ? pick(current) : null, { ...pick(values), clientSecret: secret }, [
      'clientSecret',
    ]);
    await tx
      .insert(schema.auditLog)
      .values({ actorId, action: 'settings.sign_in', subject: 'oidc', detail: { changes } });
    return toPublic(row);
  });
}

/**
 * The issuer as the sign-in route uses it: the same address rules as the service's (https, no private network),
 * except that an operator may allow a provider inside the company's network.
 */
function checkIssuer(issuer: string): Promise<string> {
  return checkBaseUrl(issuer, {
    allowInsecureLoopback: env().ALLOW_INSECURE_UPSTREAM,
    allowPrivate: env().OIDC_ALLOW_PRIVATE_ISSUER,
  }).catch((error: unknown) => {
    if (!(error instanceof AppError)) throw error;
    const message = error.message.replace(/^baseUrl: /, '');
    throw new AppError('validation_failed', `issuer: ${message}`, [{ field: 'issuer', message }]);
  });
}

/**
 * The decrypted company sign-in, for the sign-in route only; null while it is off or not set up. Never return this from
 * a route.
 */
export interface ResolvedSignInSettings extends Omit<
  PublicSsoSettings,
  'configured' | 'clientSecretSet' | 'updatedAt'
> {
  clientSecret: string;
}

export async function resolveSignInSettings(): Promise<ResolvedSignInSettings | null> {
  const row = await readRow();
  if (!row?.enabled || !row.clientSecretEnc) return null;
  try {
    return { ...pick(row), clientSecret: decryptSecret(row.clientSecretEnc, getSecretKeys(), CLIENT_SECRET_PLACE) };
  } catch (error) {
    // Fails closed: no company sign-in until an admin enters the secret again (password sign-in stays).
    console.error(
      `[slotboard] the company sign-in's client secret cannot be decrypted (${(error as Error).message}); ` +
        're-enter it under Admin → Sign-in',
    );
    return null;
  }
}
