// Shared by the company sign-in's integration tests: the settings they sign in under and an ID token's claims.

export const SETTINGS = {
  issuer: 'https://idp.example.com',
  groupsClaim: 'groups',
  adminGroups: ['admins'],
  plannerGroups: ['planners'],
  viewerGroups: ['viewers'],
};

/** A verified person's claims, with `extra` replacing any of them (undefined leaves a claim out). */
export const claims = (sub: string, groups: string[], extra: Record<string, unknown> = {}) => ({
  iss: 'https://idp.example.com',
  sub,
  email: `${sub}@Example.com`,
  name: `Person ${sub}`,
  email_verified: true,
  groups,
  ...extra,
});

/** Everything a company sign-in could write: every account and every audit entry (`db` as the test imported it). */
export async function snapshotAccounts(db: typeof import('@/lib/db')) {
  const database = await db.getDb();
  const rows = await database.select().from(db.schema.users).orderBy(db.schema.users.email);
  const audit = await database.select().from(db.schema.auditLog).orderBy(db.schema.auditLog.id);
  return { rows, audit };
}
