import { issueTextOf, type IssueKey } from '@/lib/contracts';
import type english from '@/messages/en.json';

// A refused value in the reader's language. The schemas of lib/contracts write their messages in English (the server's
// 422 bodies and logs say them so) and declare each with a key (lib/contracts/issue-text.ts): such a message is put
// in words by its key. Any other zod issue, zod's own default among them, is put in words from its code and the
// numbers it carries. A server's field error names no code: its text is shown as it came when it is none of ours.

/** What the browser has of a refused value: a zod issue from safeParse, or `{ message }` from a 422 body's details. */
export interface IssueLike {
  message: string;
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  format?: string;
  values?: readonly unknown[];
  divisor?: number | bigint;
  keys?: readonly string[];
}

type Generic = keyof (typeof english)['validation']['issues'];

/** The key under messages' `validation` and its arguments; null: no key, show `message` as it is. */
export type IssueDescription = {
  key: `messages.${IssueKey}` | `issues.${Generic}`;
  values: Record<string, string | number>;
} | null;

const message = (key: IssueKey, values: Record<string, string | number> = {}): IssueDescription => ({
  key: `messages.${key}`,
  values,
});
const generic = (key: Generic, values: Record<string, string | number> = {}): IssueDescription => ({
  key: `issues.${key}`,
  values,
});
const num = (value: number | bigint | undefined) => Number(value ?? 0);
const TEXT = new Set(['string']);
const LIST = new Set(['array', 'set']);
const NUMBER = new Set(['number', 'int', 'bigint']);

/** How to say `issue` (see the top of this file). */
export function describeIssue(issue: IssueLike): IssueDescription {
  const declared = issueTextOf(issue.message);
  if (declared) return message(declared.key, declared.values);
  const origin = issue.origin ?? '';
  switch (issue.code) {
    case undefined:
      return null;
    case 'invalid_type':
      return generic('invalidType', { expected: issue.expected ?? '' });
    case 'too_small': {
      const min = num(issue.minimum);
      if (TEXT.has(origin)) return min <= 1 ? message('notEmpty') : message('atLeastCharacters', { min });
      if (LIST.has(origin)) return generic('tooFewItems', { min });
      if (NUMBER.has(origin))
        return issue.inclusive === false ? message('moreThan', { min }) : message('atLeast', { min });
      return generic('invalid');
    }
    case 'too_big': {
      const max = num(issue.maximum);
      if (TEXT.has(origin)) return message('atMostCharacters', { max });
      if (LIST.has(origin)) return generic('tooManyItems', { max });
      if (NUMBER.has(origin))
        return issue.inclusive === false ? generic('lessThan', { max }) : message('atMost', { max });
      return generic('invalid');
    }
    case 'invalid_format':
      return generic('invalidFormat', { format: issue.format ?? '' });
    case 'invalid_value':
      return message('oneOf', { options: (issue.values ?? []).map(String).join(', ') });
    case 'not_multiple_of':
      return generic('notMultipleOf', { divisor: num(issue.divisor) });
    case 'unrecognized_keys':
      return generic('unknownFields', { count: issue.keys?.length ?? 0, fields: (issue.keys ?? []).join(', ') });
    default:
      return generic('invalid');
  }
}

/**
 * The translator of messages' `validation` namespace: next-intl's useTranslations('validation') or
 * getTranslations('validation').
 */
export type ValidationTranslator = (
  key: NonNullable<IssueDescription>['key'],
  values: Record<string, string | number>,
) => string;

/** `issue` in the translator's language: its key's words, or its own text when it has no key (see describeIssue). */
export function sayIssue(t: ValidationTranslator, issue: IssueLike): string {
  const description = describeIssue(issue);
  return description ? t(description.key, description.values) : issue.message;
}
