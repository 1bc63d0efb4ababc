// Starts the local identity provider (emulator/idp) as its own OS process, as the tests start the emulator, and drives
// its table of people and its tamper switch over HTTP.
import type { IdpUser, TamperMode } from '../idp/build-idp';
import { spawnScript, stopProcess } from './spawn-emulator';

export interface SpawnedIdp {
  issuer: string;
  stop(): Promise<void>;
}

export async function spawnIdp(opts: { port: number; clientSecret: string; redirectUris: string[]; readyTimeoutMs?: number }): Promise<SpawnedIdp> {
  const issuer = `http://127.0.0.1:${opts.port}`;
  const { child, output } = spawnScript('emulator/idp/main.ts', { IDP_PORT: String(opts.port), IDP_CLIENT_SECRET: opts.clientSecret, IDP_REDIRECT_URIS: opts.redirectUris.join(',') });
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`idp exited with code ${child.exitCode} before it was ready:\n${output()}`);
    try {
      const res = await fetch(`${issuer}/_idp/health`);
      // Another provider already on the port would answer too; only our own child counts as ready.
      if (res.ok && ((await res.json()) as { pid?: number }).pid === child.pid) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`idp at ${issuer} not ready:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { issuer, stop: () => stopProcess(child) };
}

/** Sets who a login name is at the provider (e-mail, name, groups): read at that person's next sign-in. */
export async function setIdpUser(issuer: string, login: string, user: Partial<IdpUser>): Promise<void> {
  const res = await fetch(`${issuer}/_idp/users/${encodeURIComponent(login)}`, { method: 'PUT', body: JSON.stringify(user) });
  if (!res.ok) throw new Error(`idp refused the user ${login}: ${res.status}`);
}

/** Makes the provider's next ID tokens wrong in one way ('none' stops it). */
export async function setIdpTamper(issuer: string, mode: TamperMode): Promise<void> {
  const res = await fetch(`${issuer}/_idp/tamper`, { method: 'PUT', body: JSON.stringify({ mode }) });
  if (!res.ok) throw new Error(`idp refused the tamper mode ${mode}: ${res.status}`);
}
