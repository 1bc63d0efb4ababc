// A write whose answer was lost is never sent again; instead the service is read back to learn whether it
// was applied. Only when that read also fails does the caller hear "outcome unknown".
import 'server-only';
import { AppError } from '@/lib/errors';
import { WriteOutcomeUnknown } from './create-transport';
import { isGuid } from '@/lib/contracts';

export const NOT_APPLIED = Symbol('not applied');

/**
 * Pause before reading back, so a write still in progress has landed: short after a 5xx or a dropped
 * connection, longer after a time-out, where the service may still be working on it.
 */
const SETTLE_MS = 300;
const SETTLE_AFTER_TIMEOUT_MS = 2_000;

interface ConfirmWriteOptions<T> {
  write: () => Promise<T>;
  /** The entity if the write took effect, NOT_APPLIED if it did not. */
  readBack: () => Promise<T | typeof NOT_APPLIED>;
  /** e.g. "the new reservation at Dock 3, 08:00" */
  what: string;
  /** What the user should look at before retrying. */
  check: string;
  sleep: (ms: number) => Promise<void>;
}

export async function confirmWrite<T>(opts: ConfirmWriteOptions<T>): Promise<T> {
  try {
    return await opts.write();
  } catch (e) {
    if (!(e instanceof WriteOutcomeUnknown)) throw e;
    const cause = e.cause;
    const causeReason = (cause.details as { reason?: string } | undefined)?.reason ?? 'unknown';
    let found: T | typeof NOT_APPLIED;
    try {
      await opts.sleep(causeReason === 'timeout' ? SETTLE_AFTER_TIMEOUT_MS : SETTLE_MS);
      found = await opts.readBack();
    } catch {
      throw new AppError(
        'upstream_error',
        `Slotboard cannot tell whether ${opts.what} was saved: ${cause.message}, and reading it back failed too. ` +
          `Check ${opts.check} before trying again.`,
        { reason: 'outcome_unknown', outcome: 'unknown', cause: causeReason },
      );
    }
    if (found === NOT_APPLIED) {
      throw new AppError(
        'upstream_unavailable',
        `${capitalise(opts.what)} was not saved: ${cause.message}. It is safe to try again.`,
        {
          reason: 'not_applied',
          outcome: 'not_applied',
          cause: causeReason,
        },
        cause.headers,
      );
    }
    return found;
  }
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

/**
 * The read-back test of a change (the one copy for reservations, orders and order rows): true when every field
 * sent is what the service now holds. GUIDs compare case-insensitively, `Start` against `StartUtc` as an
 * instant, and a field the caller cleared (null or '') holds when the service shows it as null, '' or not at
 * all, since services differ in how they send "empty". A value the answer does not show at all does not hold:
 * reporting "not saved" for a saved change only costs a harmless retry, the reverse would lose the change.
 */
export function holds(record: Record<string, unknown>, sent: Record<string, unknown>): boolean {
  return Object.entries(sent).every(([key, value]) => {
    if (value === undefined) return true;
    if (key === 'Start') return Date.parse(String(record.StartUtc)) === Date.parse(String(value));
    const now = record[key];
    if (value === null || value === '') return isEmpty(now);
    if (isGuid(value) && typeof now === 'string') return value.toLowerCase() === now.toLowerCase();
    return now === value;
  });
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
