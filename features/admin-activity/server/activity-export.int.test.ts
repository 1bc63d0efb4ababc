import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityExportQueryInput, ActivityQueryInput } from '../contract';
import type { PublicUser } from '@/lib/contracts';
import { databaseTargets, useFreshDatabase } from '@/test/database-targets';
import {
  allActivity,
  CZECH,
  ENGLISH,
  HEADERS,
  LEGACY,
  SECRETS,
  seedActivity,
  type ActivityModules,
} from './activity-support';

// Admin → Activity's CSV export on both databases, over the trail activity.int.test.ts reads: streamed, in the
// language asked for, formulas defused, no secret; and the filters it refuses.

describe.each(databaseTargets)('Admin → Activity on $name', (target) => {
  let audit: ActivityModules;
  let pat: PublicUser;

  useFreshDatabase(target);

  beforeAll(async () => {
    ({ audit, pat } = await seedActivity());
  });

  const all = (filters?: ActivityQueryInput) => allActivity(audit, filters);

  it('exports the filtered trail as CSV, streamed, formulas defused, no secret', async () => {
    const read = async (filters: ActivityExportQueryInput, batch?: number) => {
      const file = await audit.exportActivity(filters, ENGLISH, batch);
      expect(file.filename).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
      // Keeping the byte order mark, which Response.text() would drop.
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await new Response(file.stream).arrayBuffer());
    };
    const text = await read({ timeZone: 'Europe/Prague' }, 4);
    expect(text.startsWith('\uFEFF')).toBe(true);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    const parsed = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(HEADERS);
    expect(rows).toHaveLength(9 + LEGACY.length);
    expect(rows.map((r) => Number(r[8]))).toEqual((await all()).rows.map((r) => r.id));

    const cell = (row: string[], name: string) => row[header!.indexOf(name)]!;
    const adas = rows.filter((r) => cell(r, 'E-mail') === 'ada@example.com');
    expect(adas).toHaveLength(3);
    // Ada's name starts with "=": a spreadsheet gets it as text.
    expect(adas.map((r) => cell(r, 'Who'))).toEqual(["'=1+2 Ada", "'=1+2 Ada", "'=1+2 Ada"]);
    const tie = rows.find((r) => cell(r, 'When (UTC)') === '2019-06-01T10:00:00.123Z')!;
    expect(cell(tie, 'Local time')).toBe('2019-06-01 12:00:00 +02:00');
    expect(cell(tie, 'Who')).toBe('System');
    const renamed = rows.find((r) => cell(r, 'What').startsWith('Renamed'))!;
    expect(cell(renamed, 'Changes')).toBe('Name: Pat → Pat Planner');
    expect(cell(renamed, 'Kind')).toBe('Users');

    // The same filters as the page.
    const secretsOnly = Papa.parse<string[]>((await read({ kind: 'secrets' })).slice(1), { skipEmptyLines: true }).data;
    expect(secretsOnly).toHaveLength(3);
    const none = Papa.parse<string[]>((await read({ actor: pat.id })).slice(1), { skipEmptyLines: true }).data;
    expect(none).toEqual([HEADERS]);
  });

  it('writes the CSV in the language it is asked for: headers, kinds, sentences and changes', async () => {
    const file = await audit.exportActivity({ kind: 'users' }, CZECH);
    const [header, ...rows] = Papa.parse<string[]>((await new Response(file.stream).text()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(header).toEqual(['Kdy (UTC)', 'Místní čas', 'Kdo', 'E-mail', 'Druh', 'Co', 'Změny', 'Akce', 'Záznam']);
    const renamed = rows.find((r) => r[7] === 'user.updated' && r[5]!.startsWith('Přejmenován'))!;
    expect(renamed.slice(4, 7)).toEqual([
      'Uživatelé',
      'Přejmenován uživatel Pat Planner (pat@example.com)',
      'Jméno: Pat → Pat Planner',
    ]);
    expect(rows.find((r) => r[2] === 'Systém')?.[5]).toBe('Přidán uživatel Root (root@example.com) s rolí správce');
  });

  it('refuses a filter it cannot use, naming the field', async () => {
    await expect(audit.listActivity({ kind: 'orders' as never })).rejects.toMatchObject({
      code: 'invalid_request',
      details: [{ field: 'kind' }],
    });
    await expect(audit.exportActivity({ from: '2026-11-24', to: '2026-11-23' }, ENGLISH)).rejects.toMatchObject({
      code: 'invalid_request',
      details: [{ field: 'to' }],
    });
    await expect(audit.listActivity({ actor: 'someone' })).rejects.toMatchObject({ details: [{ field: 'actor' }] });
  });
});
