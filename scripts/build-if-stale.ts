// `next build` unless .next holds a build newer than every source file: the demo and the benchmarks serve the
// production build, and a stale one would measure or show old code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestSourceTime(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of ['app', 'features', 'components', 'lib', 'public', 'i18n', 'messages'])
    if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const file of [
    'package-lock.json',
    'next.config.ts',
    'proxy.ts',
    'instrumentation.ts',
    'instrumentation-node.ts',
    'tailwind.config.ts',
    'postcss.config.mjs',
  ]) {
    if (existsSync(path.join(root, file))) newest = Math.max(newest, statSync(path.join(root, file)).mtimeMs);
  }
  return newest;
}

/** Builds when needed; exits the process with the build's code when the build fails. */
export function buildIfStale(log: (message: string) => void): void {
  const buildId = path.join(root, '.next/BUILD_ID');
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestSourceTime()) {
    log('production build is up to date');
    return;
  }
  log('building the dashboard (next build), this takes a minute or two…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    console.error('next build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
