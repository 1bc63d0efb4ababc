'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { sayIssue, type IssueLike } from '@/lib/i18n';

/**
 * The one way a form says why a value was refused: `const issueMessage = useIssueMessage()`, then
 * `issueMessage(issue)` for a zod issue of the form's own check (`schema.safeParse(values).error.issues`), or
 * `issueMessage({ message })` for a field error of the server's 422 (`fieldErrors(error)`). The schemas' messages
 * are English (lib/contracts/issue-text.ts); this says them in the reader's language (messages: validation), and
 * any other issue from its code and numbers. Never show `issue.message` itself. A server component does the same with
 * `sayIssue(await getTranslations('validation'), issue)` (lib/i18n).
 */
export function useIssueMessage(): (issue: IssueLike) => string {
  const t = useTranslations('validation');
  return useCallback((issue: IssueLike) => sayIssue(t, issue), [t]);
}

/** The first issue of each field, said by `issueMessage`: a form's own check, shown beside its fields. */
export function issuesByField(
  issues: readonly (IssueLike & { path: readonly PropertyKey[] })[],
  issueMessage: (issue: IssueLike) => string,
): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of issues) byField[String(issue.path[0] ?? '')] ??= issueMessage(issue);
  return byField;
}

/** A server's field errors (`fieldErrors(error)` of lib/api-client), said by `issueMessage`. */
export function sayFieldErrors(
  errors: Record<string, string>,
  issueMessage: (issue: IssueLike) => string,
): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, issueMessage({ message })]));
}
