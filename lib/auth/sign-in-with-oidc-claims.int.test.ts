import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import { claims, SETTINGS, snapshotAccounts } from './sign-in-with-oidc-support';

// What a company sign-in takes from the ID token's claims: the issuer, the e-mail and the provider's promise for it.
describe.each(databaseTargets)('company sign-in claims on $name', (target) => {
  let oidc: typeof import('./sign-in-with-oidc');
  let db: typeof import('@/lib/db');

  useFreshDatabase(target);

  beforeAll(async () => {
    oidc = await import('./sign-in-with-oidc');
    db = await import('@/lib/db');
  });

  const snapshot = () => snapshotAccounts(db);

  it('refuses a token from another issuer, and one without an e-mail the provider vouches for', async () => {
    const before = await snapshot();
    expect(
      await oidc.signInWithOidc({ ...claims('x1', ['admins']), iss: 'https://other.example.com' }, SETTINGS),
    ).toEqual({ ok: false, refusal: 'no_role' });
    const onlyUsername = { email: undefined, preferred_username: 'x2@example.com' };
    expect(await oidc.signInWithOidc(claims('x2', ['admins'], onlyUsername), SETTINGS)).toEqual({
      ok: false,
      refusal: 'no_email',
    });
    for (const email_verified of [undefined, false, 'false', 'true', 1, null])
      expect(await oidc.signInWithOidc(claims('x3', ['admins'], { email_verified }), SETTINGS)).toEqual({
        ok: false,
        refusal: 'email_unverified',
      });
    expect(
      await oidc.signInWithOidc(claims('x4', ['admins'], { email_verified: undefined, xms_edov: 'true' }), SETTINGS),
    ).toEqual({ ok: false, refusal: 'email_unverified' });
    expect(await snapshot()).toEqual(before);
  });

  it("takes Entra ID's xms_edov for a verified e-mail, and needs neither once the subject is linked", async () => {
    const entra = { email: 'entra@example.com', email_verified: undefined };
    const first = await oidc.signInWithOidc(claims('en1', ['planners'], { ...entra, xms_edov: true }), SETTINGS);
    expect(first).toMatchObject({ ok: true, user: { email: 'entra@example.com', role: 'planner' } });
    // The same subject later, its e-mail claim unverified: still that person, by issuer and subject.
    const again = await oidc.signInWithOidc(claims('en1', ['planners'], entra), SETTINGS);
    expect(again).toMatchObject({ ok: true, user: { id: first.ok ? first.user.id : '' } });
  });
});
