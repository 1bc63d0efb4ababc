import 'server-only';
import { eq } from 'drizzle-orm';
import { ALL_DAY, REPORT_DEFAULT_SETTINGS, type ReportSettings, ZReportSettings } from '../contract';
import { auditChanges } from '@/lib/contracts';
import { getDb, schema } from '@/lib/db';

const KEY = 'report_settings';
const ALL_DAY_TEXT = `${ALL_DAY.from}–${ALL_DAY.to}`;

/**
 * The admin's report settings, or the defaults (±15 minutes, open all day) where none were saved or they no longer
 * parse.
 */
export async function readReportSettings(): Promise<ReportSettings> {
  const db = await getDb();
  const [row] = await db
    .select({ value: schema.appState.value })
    .from(schema.appState)
    .where(eq(schema.appState.key, KEY));
  const parsed = ZReportSettings.safeParse(row?.value);
  return parsed.success ? parsed.data : REPORT_DEFAULT_SETTINGS;
}

/** Saves the settings whole and records who changed what in the audit trail, in one transaction. */
export async function saveReportSettings(input: ReportSettings, actorId: string | null): Promise<ReportSettings> {
  const settings = ZReportSettings.parse(input);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: schema.appState.value })
      .from(schema.appState)
      .where(eq(schema.appState.key, KEY))
      .for('update');
    const before = ZReportSettings.safeParse(row?.value);
    await tx
      .insert(schema.appState)
      .values({ key: KEY, value: settings })
      .onConflictDoUpdate({ target: schema.appState.key, set: { value: settings, updatedAt: new Date() } });
    const previous = flatten(before.success ? before.data : REPORT_DEFAULT_SETTINGS);
    // A branch office taken out of the list is open all day again: say so rather than say nothing.
    const next = { ...Object.fromEntries(Object.keys(previous).map((k) => [k, ALL_DAY_TEXT])), ...flatten(settings) };
    const changes = auditChanges(previous, next);
    if (Object.keys(changes).length > 0)
      await tx
        .insert(schema.auditLog)
        .values({ actorId, action: 'reports.settings', subject: 'reports', detail: { changes } });
  });
  return settings;
}

/** One audit field per setting: "toleranceMinutes", "openingHours.<branch>" as "06:00–22:00". */
function flatten(s: ReportSettings): Record<string, unknown> {
  return {
    toleranceMinutes: s.toleranceMinutes,
    ...Object.fromEntries(
      Object.entries(s.openingHours).map(([branch, h]) => [`openingHours.${branch}`, `${h.from}–${h.to}`]),
    ),
  };
}
