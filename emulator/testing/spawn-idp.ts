// Starts the local identity provider (emulator/idp) as its own OS process, as the tests start the emulator
// (emulator/idp/control-idp.ts drives it).
import { spawnScript, stopProcess } from './spawn-emulator';

export interface SpawnedIdp {
  issuer: string;
  stop(): Promise<void>;
}

export async function spawnIdp(opts: {
  port: number;
  clientSecret: string;
  redirectUris: string[];
  readyTimeoutMs?: number;
}): Promise<SpawnedIdp> {
  const issuer = `http://127.0.0.1:${opts.port}`;
  const { child, output } = spawnScript('emulator/idp/main.ts', {
    IDP_PORT: String(opts.port),
    IDP_CLIENT_SECRET: opts.clientSecret,
    IDP_REDIRECT_URIS: opts.redirectUris.join(','),
  });
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`idp exited with code ${child.exitCode} before it was ready:\n${output()}`);
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
