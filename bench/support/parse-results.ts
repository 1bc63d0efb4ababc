// Reads what one bench file appended to BENCH_RESULTS_FILE (one JSON line per reportScenario call) back into rows.
// Strict, because a row the table cannot trust is worse than a bench marked failed: a malformed line names its line.
import { z } from 'zod';
import type { ScenarioResult } from './report-scenario';

// JSON has no NaN or Infinity: JSON.stringify writes them as null, so a figure a bench could not compute arrives as
// null and shows as 'n/a' rather than failing the whole file.
const figure = z.number().nullable();

export const scenarioRowSchema = z.object({
  bench: z.string().min(1),
  scenario: z.string().min(1),
  unit: z.string(),
  ours: figure,
  baseline: figure,
  baselineLabel: z.string(),
  target: z.string(),
  met: z.boolean(),
  informational: z.boolean().optional(),
  samples: z.object({ ours: z.array(z.number()).optional(), baseline: z.array(z.number()).optional() }).optional(),
  peakRssMiB: figure.optional(),
  note: z.string().optional(),
  ratio: figure.optional(),
});

/** A reported row as read back: ScenarioResult with JSON's nulls where a figure was not a finite number. */
export type ScenarioRow = z.infer<typeof scenarioRowSchema>;

// Keeps the schema honest: every field a bench may report is one the schema reads.
type Reported = { [K in keyof ScenarioResult]-?: unknown };
type Read = { [K in keyof ScenarioRow]-?: unknown };
const sameFields: Record<Exclude<keyof Reported, keyof Read>, never> &
  Record<Exclude<keyof Read, keyof Reported | 'ratio'>, never> = {};
void sameFields;

/** The rows in `text`; throws naming `source` and the 1-based line of the first line that is not a row. */
export function parseResults(text: string, source: string): ScenarioRow[] {
  const rows: ScenarioRow[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new Error(`${source} line ${index + 1}: not JSON (${(error as Error).message}): ${line.slice(0, 120)}`);
    }
    const parsed = scenarioRowSchema.safeParse(json);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(row)'}: ${i.message}`).join('; ');
      throw new Error(`${source} line ${index + 1}: not a scenario row (${problems})`);
    }
    rows.push(parsed.data);
  });
  return rows;
}
