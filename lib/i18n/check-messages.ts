import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

// The check behind lib/i18n/messages.test.ts: a language's messages file against messages/en.json, the source of
// truth. Test-only (it imports the ICU parser, which the app never needs).

export type Messages = { [key: string]: string | Messages };

export interface MessageProblems {
  /** Keys en.json has and this file lacks (a person would see the key instead of words). */
  missing: string[];
  /** Keys this file has and en.json does not (left behind after a rename, never shown). */
  extra: string[];
  /** Messages that are no valid ICU MessageFormat. */
  invalid: string[];
  /** Messages whose arguments (and rich-text tags) differ from English: one side would get a value it never shows. */
  argumentMismatch: string[];
  /** Plurals lacking a form the language needs (Czech: one, few, many and other). */
  missingPluralForms: string[];
}

/**
 * Every message by its dotted key ("auth.submit"); a nested object where a message is expected counts as a key of its
 * own.
 */
export function flattenMessages(messages: Messages, prefix = ''): Map<string, string | Messages> {
  const flat = new Map<string, string | Messages>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(path, value);
    else for (const [k, v] of flattenMessages(value, path)) flat.set(k, v);
  }
  return flat;
}

function walk(elements: MessageFormatElement[], visit: (element: MessageFormatElement) => void): void {
  for (const element of elements) {
    visit(element);
    if (element.type === TYPE.select || element.type === TYPE.plural)
      for (const option of Object.values(element.options)) walk(option.value, visit);
    if (element.type === TYPE.tag) walk(element.children, visit);
  }
}

/** The names a message takes: its arguments ({name}, {count, plural, …}) and its rich-text tags (<b>…</b>). */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  walk(parse(message), (element) => {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound)
      names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
  });
  return [...names].sort();
}

/**
 * The plural forms (CLDR categories) a message's plurals lack for `locale`; exact matches (=0) do not stand in for one.
 */
function missingPluralForms(message: string, locale: string): string[] {
  const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const lacking = new Set<string>();
  walk(parse(message), (element) => {
    if (element.type === TYPE.plural && element.pluralType === 'cardinal')
      for (const form of needed) if (!(form in element.options)) lacking.add(`${element.value}: ${form}`);
  });
  return [...lacking];
}

/** What is wrong with `messages` (in `locale`) measured against `reference` (English). Everything empty: nothing. */
export function checkMessages(reference: Messages, messages: Messages, locale: string): MessageProblems {
  const expected = flattenMessages(reference);
  const actual = flattenMessages(messages);
  const problems: MessageProblems = {
    missing: [],
    extra: [],
    invalid: [],
    argumentMismatch: [],
    missingPluralForms: [],
  };
  for (const key of expected.keys()) if (!actual.has(key)) problems.missing.push(key);
  for (const key of actual.keys()) if (!expected.has(key)) problems.extra.push(key);
  for (const [key, message] of actual) {
    const english = expected.get(key);
    if (typeof message !== 'string' || typeof english !== 'string') continue;
    try {
      const lacking = missingPluralForms(message, locale);
      if (lacking.length) problems.missingPluralForms.push(`${key} (${lacking.join(', ')})`);
      const ours = argumentsOf(message);
      const theirs = argumentsOf(english);
      if (ours.join() !== theirs.join())
        problems.argumentMismatch.push(
          `${key}: ${ours.join(', ') || 'none'} where English has ${theirs.join(', ') || 'none'}`,
        );
    } catch (error) {
      problems.invalid.push(`${key}: ${(error as Error).message}`);
    }
  }
  return problems;
}
