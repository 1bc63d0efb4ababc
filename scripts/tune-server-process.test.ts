import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS, serverProcessEnv } from './tune-server-process';

const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('the server process settings', () => {
  it('npm start starts next with the same node flags and malloc arenas as the demo and the benches', () => {
    // The whole line: a flag added to package.json alone would leave the demo and the benches measuring another server.
    expect(pkg.scripts.start).toBe(
      `MALLOC_ARENA_MAX=\${MALLOC_ARENA_MAX:-${serverProcessEnv({}).MALLOC_ARENA_MAX}} node ` +
        `${SERVER_NODE_FLAGS.join(' ')} node_modules/next/dist/bin/next start`,
    );
  });

  it("keeps an operator's own arena count and fills in an empty one", () => {
    expect(serverProcessEnv({ MALLOC_ARENA_MAX: '8' })).toEqual({ MALLOC_ARENA_MAX: '8' });
    expect(serverProcessEnv({ MALLOC_ARENA_MAX: '' })).toEqual({ MALLOC_ARENA_MAX: '2' });
  });
});
