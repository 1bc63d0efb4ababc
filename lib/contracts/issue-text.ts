import type english from '@/messages/en.json';

// The words of the schemas' own validation messages. Each is written in English where the schema is, which is what
// the server says (422 bodies, logs, API callers), and carries a stable key: the browser shows the reader's language
// by it (messages: validation.messages.<key>; lib/i18n/describe-issue.ts, components/ui/use-issue-message.ts). The
// same English reaches the browser either in a zod issue (a form checking with the schema) or in a 422 body's
// details, which name a field and give the text, so the key is found again from the text.

/** A schema message's key: validation.messages in messages/en.json. */
export type IssueKey = keyof (typeof english)['validation']['messages'];
/** The numbers and words a message names ("use at most {max} characters"), the same in every language. */
export type IssueValues = Readonly<Record<string, string | number>>;

export interface IssueText {
  key: IssueKey;
  values: IssueValues;
}

const byText = new Map<string, IssueText>();
/** Texts given two different keys or values: a reader would get one of them at random (the unit test lists them). */
const clashes: string[] = [];

const same = (a: IssueText, b: IssueText) => a.key === b.key && JSON.stringify(a.values) === JSON.stringify(b.values);

/**
 * A validation message: `english`, exactly as the server says it, known to the browser by `key` and `values`
 * (messages/en.json's validation.messages.<key> filled with them says the same English).
 * `.max(100, issueText('atMostCharacters', 'use at most 100 characters', { max: 100 }))`
 */
export function issueText(key: IssueKey, english: string, values: IssueValues = {}): string {
  const text = { key, values };
  const known = byText.get(english);
  if (known && !same(known, text)) clashes.push(english);
  else byText.set(english, text);
  return english;
}

/**
 * The key and values of a schema's message, from its English; undefined for any other text (zod's own, the service's).
 */
export function issueTextOf(english: string): IssueText | undefined {
  return byText.get(english);
}

/**
 * Every message the schemas declared, and any text declared twice differently (test-only: test/describe-issue.test.ts).
 */
export function declaredIssueTexts(): { texts: [string, IssueText][]; clashes: string[] } {
  return { texts: [...byText], clashes: [...clashes] };
}

// The messages many schemas share, each with its numbers.
export const atMostCharacters = (max: number) =>
  issueText('atMostCharacters', `use at most ${max} characters`, { max });
export const atLeastCharacters = (min: number) =>
  issueText('atLeastCharacters', `use at least ${min} characters`, { min });
export const atLeast = (min: number) => issueText('atLeast', `must be at least ${min}`, { min });
export const atMost = (max: number) => issueText('atMost', `must be at most ${max}`, { max });
export const orMore = (min: number) => issueText('orMore', `must be ${min} or more`, { min });
export const oneOf = (options: readonly string[]) =>
  issueText('oneOf', `must be one of ${options.join(', ')}`, { options: options.join(', ') });
export const mustBeNumber = () => issueText('mustBeNumber', 'must be a number');
export const mustBeWholeNumber = () => issueText('mustBeWholeNumber', 'must be a whole number');
