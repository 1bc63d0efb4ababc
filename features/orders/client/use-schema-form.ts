'use client';

import { useState } from 'react';
import type { z } from 'zod';
import { useErrorMessage } from '@/components/ui/use-error-message';
import { issuesByField, sayFieldErrors, useIssueMessage } from '@/components/ui/use-issue-message';
import { fieldErrors } from '@/lib/api-client';

/**
 * A form checked with the route's own zod schema before it is sent, so a message names the same field whichever
 * side finds the problem; the server's field errors land in the same places. Both are said in the reader's language.
 */
export function useSchemaForm<S extends z.ZodType>(schema: S) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const issueMessage = useIssueMessage();
  const errorMessage = useErrorMessage();

  /** The parsed values, or null with every problem shown. */
  function check(values: unknown): z.output<S> | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      setFormError(null);
      return parsed.data;
    }
    const byField = issuesByField(parsed.error.issues, issueMessage);
    setErrors(byField);
    setFormError(byField[''] ?? null);
    return null;
  }

  function failed(error: unknown) {
    setErrors(sayFieldErrors(fieldErrors(error), issueMessage));
    setFormError(errorMessage(error));
  }

  /** Checks, then writes; on refusal the service's field errors are shown. Null when nothing was saved. */
  async function submit<T>(values: unknown, write: (parsed: z.output<S>) => Promise<T>): Promise<T | null> {
    const parsed = check(values);
    if (parsed === null) return null;
    try {
      return await write(parsed);
    } catch (error) {
      failed(error);
      return null;
    }
  }

  return { errors, formError, submit };
}

/**
 * Text boxes as the schemas want them: a required one empty is '' (so its own message names it), an optional
 * one empty is null ("not given").
 */
export function formTexts<R extends string, O extends string>(
  data: FormData,
  required: readonly R[],
  optional: readonly O[],
) {
  const out = {} as Record<R, string> & Record<O, string | null>;
  for (const name of required) (out as Record<string, unknown>)[name] = optionalText(data.get(name)) ?? '';
  for (const name of optional) (out as Record<string, unknown>)[name] = optionalText(data.get(name)) ?? null;
  return out;
}

/** Form text as the schemas want it: an empty box is "not given", not an empty string. */
export function optionalText(value: FormDataEntryValue | null): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : text;
}
