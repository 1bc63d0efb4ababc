// Drives the local identity provider over HTTP: its table of people and its tamper switch (emulator/idp/build-idp.ts).
import type { IdpUser, TamperMode } from './build-idp';

/** Sets who a login name is at the provider (e-mail, name, groups): read at that person's next sign-in. */
export async function setIdpUser(issuer: string, login: string, user: Partial<IdpUser>): Promise<void> {
  const res = await fetch(`${issuer}/_idp/users/${encodeURIComponent(login)}`, {
    method: 'PUT',
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`idp refused the user ${login}: ${res.status}`);
}

/** Makes the provider's next ID tokens wrong in one way ('none' stops it). */
export async function setIdpTamper(issuer: string, mode: TamperMode): Promise<void> {
  const res = await fetch(`${issuer}/_idp/tamper`, { method: 'PUT', body: JSON.stringify({ mode }) });
  if (!res.ok) throw new Error(`idp refused the tamper mode ${mode}: ${res.status}`);
}
