import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/contracts';
import { checkMessages, type Messages } from './check-messages';

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

  it.each(LOCALES)('%s.json has every key of en.json, valid ICU, the same arguments, and every plural form', (locale) => {
    expect(checkMessages(english, read(`messages/${locale}.json`), locale)).toEqual({ missing: [], extra: [], invalid: [], argumentMismatch: [], missingPluralForms: [] });
  });
});

describe('checkMessages on a broken fixture', () => {
  it('names each missing and extra key, the broken ICU, the renamed argument and the lacking Czech plural forms', () => {
    const problems = checkMessages(read('test/fixtures/i18n/reference-en.json'), read('test/fixtures/i18n/broken-cs.json'), 'cs');
    expect(problems).toEqual({
      missing: ['common.close'],
      extra: ['common.leftOver'],
      invalid: [expect.stringMatching(/^auth\.failed: /)],
      argumentMismatch: ['common.editItem: title where English has name'],
      missingPluralForms: ['common.reservationCount (count: few, count: many)'],
    });
  });
});
