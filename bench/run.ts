// Runs every bench/*.bench.ts scenario in its own process, one after another, and prints what each reports.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const only = process.argv[2];
const scenarios = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();

let failed = 0;
for (const file of scenarios) {
  console.log(`\n=== ${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (scenarios.length === 0) console.log('no benchmark scenarios found');
process.exit(failed ? 1 : 0);
