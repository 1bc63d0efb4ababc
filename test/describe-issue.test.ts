import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  declaredIssueTexts,
  ZCompanyCreate,
  ZOrderRowCreate,
  ZPassword,
  ZReservationCreate,
  zText,
  type IssueKey,
} from '@/lib/contracts';
import type english from '@/messages/en.json';
import { sayIssue, type IssueLike } from '@/lib/i18n';
// Every feature's contract declares its messages when it is loaded.
import '@/features/admin-activity';
import '@/features/deleted';
import '@/features/print';
import '@/features/reports';
import '@/features/search';
import '@/features/sync';
import '@/features/webhooks';

const root = path.resolve(import.meta.dirname, '..');
const messagesOf = (locale: 'en' | 'cs') =>
  JSON.parse(readFileSync(path.join(root, `messages/${locale}.json`), 'utf8')) as typeof english;

/** What useIssueMessage (components/ui/use-issue-message.ts) shows, without React. */
function sayer(locale: 'en' | 'cs') {
  const t = createTranslator({ locale, messages: messagesOf(locale), namespace: 'validation' });
  return (issue: IssueLike) => sayIssue(t, issue);
}
const en = sayer('en');
const cs = sayer('cs');
const firstIssue = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error!.issues[0]!;

describe('the schemas’ messages', () => {
  const { texts, clashes } = declaredIssueTexts();

  it('say in English exactly what the server says (messages: validation.messages.<key> filled with the values)', () => {
    const t = createTranslator({ locale: 'en', messages: messagesOf('en'), namespace: 'validation.messages' });
    expect(texts.length).toBeGreaterThan(60);
    expect(texts.filter(([text, { key, values }]) => t(key, values) !== text)).toEqual([]);
  });

  it('each text has one key, and each key of validation.messages is a schema’s', () => {
    expect(clashes).toEqual([]);
    const declared = new Set(texts.map(([, { key }]) => key));
    expect(Object.keys(messagesOf('en').validation.messages).filter((key) => !declared.has(key as IssueKey))).toEqual(
      [],
    );
  });
});

describe('useIssueMessage’s words, in English and Czech', () => {
  it('a schema’s own message, from the form’s check or from a 422 body’s details', () => {
    const issue = firstIssue(ZCompanyCreate, { CompanyName: '' });
    expect(issue.message).toBe('enter the company name');
    expect([en(issue), cs(issue)]).toEqual(['enter the company name', 'zadejte název firmy']);
    // A server's field error has the text and no code.
    expect([en({ message: 'choose a supplier' }), cs({ message: 'choose a supplier' })]).toEqual([
      'choose a supplier',
      'vyberte dodavatele',
    ]);
    expect(cs(firstIssue(ZOrderRowCreate, { ItemCode: 'GL-1', Quantity: 0 }))).toBe('musí být větší než 0');
  });

  it('a too_small with its minimum, and plurals', () => {
    const short = firstIssue(ZPassword, 'abc');
    expect([en(short), cs(short)]).toEqual(['use at least 10 characters', 'zadejte alespoň 10 znaků']);
    const tooLong = (max: number) => cs(firstIssue(zText(max), 'x'.repeat(max + 1)));
    expect([1, 3, 5, 2000].map(tooLong)).toEqual([
      'zadejte nejvýše 1 znak',
      'zadejte nejvýše 3 znaky',
      'zadejte nejvýše 5 znaků',
      'zadejte nejvýše 2000 znaků',
    ]);
    expect(en(firstIssue(zText(2000), 'x'.repeat(2001)))).toBe('use at most 2000 characters');
    // zod's own message (no text of ours), the minimum taken from the issue.
    const two = firstIssue(z.string().min(2), 'x');
    expect(two.message).toMatch(/^Too small/);
    expect([en(two), cs(two)]).toEqual(['use at least 2 characters', 'zadejte alespoň 2 znaky']);
    const units = firstIssue(ZReservationCreate.shape.NumberOfUnits, 0);
    expect([en(units), cs(units)]).toEqual(['must be at least 1', 'musí být alespoň 1']);
  });

  it('zod’s default messages by their code', () => {
    const type = firstIssue(z.object({ n: z.number() }), { n: 'x' });
    expect(type.message).toMatch(/^Invalid input/);
    expect([en(type), cs(type)]).toEqual(['must be a number', 'musí být číslo']);
    const format = firstIssue(z.email(), 'nope');
    expect([en(format), cs(format)]).toEqual(['enter a valid e-mail address', 'zadejte platnou e-mailovou adresu']);
    const value = firstIssue(z.enum(['light', 'dark']), 'blue');
    expect(cs(value)).toBe('musí být jedna z hodnot: light, dark');
    const keys = firstIssue(z.strictObject({}), { a: 1, b: 2 });
    expect([en(keys), cs(keys)]).toEqual(['unknown fields: a, b', 'neznámá pole: a, b']);
    expect(cs(firstIssue(z.array(z.string()).min(3), ['a']))).toBe('uveďte alespoň 3 položky');
  });

  it('shows text none of ours as it came: a service’s own reason in a 422', () => {
    expect(cs({ message: 'OrderNumber already exists' })).toBe('OrderNumber already exists');
  });
});
