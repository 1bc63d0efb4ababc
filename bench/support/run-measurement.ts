import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Runs a bench/support measurement script in a Node process of its own, on the server's conditions and with a
 * throwaway dashboard environment (no sync, any upstream address), and returns the JSON of its last line.
 */
export function runMeasurement<T>(script: string, env: Record<string, string | undefined>): T {
  const child = spawnSync(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', path.join(root, 'bench/support', script)],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        NEXTAUTH_URL: 'http://127.0.0.1:3999',
        NEXTAUTH_SECRET: randomBytes(24).toString('hex'),
        APP_SECRET: randomBytes(24).toString('hex'),
        ALLOW_INSECURE_UPSTREAM: 'true',
        SYNC_DISABLED: 'true',
        ...env,
      },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (child.status !== 0)
    throw new Error(`${script} failed (${child.status ?? child.signal}): ${child.stderr.slice(-3000)}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as T;
}
