import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { checkMessages, flattenMessages, type Messages } from './check-messages';

// Every language has every key of messages/en.json, nothing more, valid ICU with the same arguments as English, and
// every plural form its grammar needs. A missing key would show on screen as "auth.submit".
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Messages;
const english = read('messages/en.json');

describe('the messages files', () => {
  it('are one per language of LOCALES (lib/contracts/locales.ts), no more', () => {
    const files = readdirSync(path.join(root, 'messages')).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES)(
    '%s.json has every key of en.json, valid ICU, the same arguments, and every plural form',
    (locale) => {
      expect(checkMessages(english, read(`messages/${locale}.json`), locale)).toEqual({
        missing: [],
        extra: [],
        invalid: [],
        argumentMismatch: [],
        missingPluralForms: [],
      });
    },
  );
});

/**
 * Messages a language says exactly as English does: names, units, "E-mail". Anything else word for word English is
 * a copy that was never translated (and e2e/languages.spec.ts, which looks for English on every page, could not tell
 * it from a name). A new one is added here on purpose, or translated.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  cs: [
    'metadata.title',
    'common.appName',
    'auth.email',
    'schedule.toolbar.zoomMinutes',
    'schedule.fields.Id',
    'schedule.saves.createdText',
    'reports.download.csvLink',
    'reports.download.xlsxLink',
    'reports.format.minutes',
    'reports.format.hoursMinutes',
    'admin.fieldError',
    'admin.milliseconds',
    'admin.orderFields.candidate',
    'admin.users.email',
    'admin.users.role',
    'admin.connection.baseUrlPlaceholder',
    'admin.connection.tenant',
    'admin.sync.seconds',
    'activity.csv.email',
    'activity.fields.email',
    'activity.fields.role',
    'activity.fields.tenant',
    'activity.fieldsInSentence.email',
    'activity.fieldsInSentence.role',
    'activity.fieldsInSentence.tenant',
    'activity.values.bearer',
    'activity.values.basic',
    'activity.pair',
    'activity.withReason',
    'activity.webhooks.skippedEvent',
  ],
};

/** The keys whose message a language says word for word as English does. */
function sameAsEnglish(messages: Messages): string[] {
  const theirs = flattenMessages(messages);
  return [...flattenMessages(english)]
    .filter(([key, text]) => typeof text === 'string' && theirs.get(key) === text)
    .map(([key]) => key);
}

describe('translations', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s.json says nothing word for word as English but the names listed',
    (locale) => {
      expect(sameAsEnglish(read(`messages/${locale}.json`)).sort()).toEqual(
        [...(SAME_AS_ENGLISH[locale] ?? [])].sort(),
      );
    },
  );

  it('notices a message copied from English', () => {
    const copied = structuredClone(read('messages/cs.json')) as { nav: Record<string, string> };
    copied.nav.schedule = (english as { nav: Record<string, string> }).nav.schedule!;
    expect(sameAsEnglish(copied)).toContain('nav.schedule');
  });
});

describe('checkMessages on a broken fixture', () => {
  it(
    'names each missing and extra key, the broken ICU, the renamed argument and the lacking Czech plural ' + 'forms',
    () => {
      const problems = checkMessages(
        read('test/fixtures/i18n/reference-en.json'),
        read('test/fixtures/i18n/broken-cs.json'),
        'cs',
      );
      expect(problems).toEqual({
        missing: ['common.close'],
        extra: ['common.leftOver'],
        invalid: [expect.stringMatching(/^auth\.failed: /)],
        argumentMismatch: ['common.editItem: title where English has name'],
        missingPluralForms: ['common.reservationCount (count: few, count: many)'],
      });
    },
  );
});
