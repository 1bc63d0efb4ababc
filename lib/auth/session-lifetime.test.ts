import { describe, expect, it } from 'vitest';
import { isSessionOver, sessionEndsAt } from './session-lifetime';

const HOUR = 60 * 60 * 1000;
const lifetimes = { hours: 12, wallHours: 168 };
// A fixed instant: nothing here depends on the day or hour the tests run.
const signedInMs = Date.UTC(2026, 10, 29, 23, 30);
const stamp = (extra: Record<string, unknown> = {}) => ({ auth_time: signedInMs / 1000, ...extra });

describe('sessionEndsAt', () => {
  it('ends a session the configured hours after its sign-in', () => {
    expect(sessionEndsAt(stamp(), lifetimes)).toBe(signedInMs + 12 * HOUR);
  });

  it("gives a wall display's session the wall lifetime, from the same sign-in", () => {
    expect(sessionEndsAt(stamp({ wall: true }), lifetimes)).toBe(signedInMs + 168 * HOUR);
  });

  it('gives the ordinary lifetime when the wall is not allowed (the account is no longer a viewer)', () => {
    expect(sessionEndsAt(stamp({ wall: true }), lifetimes, false)).toBe(signedInMs + 12 * HOUR);
  });

  it('never lets a wall lifetime configured shorter cut an ordinary session short', () => {
    expect(sessionEndsAt(stamp({ wall: true }), { hours: 12, wallHours: 1 })).toBe(signedInMs + 12 * HOUR);
  });

  it('counts only a real `true` as a wall session', () => {
    expect(sessionEndsAt(stamp({ wall: 'true' }), lifetimes)).toBe(signedInMs + 12 * HOUR);
  });

  it('has no end for a token without a usable sign-in time', () => {
    for (const auth_time of [undefined, null, '1764458000', Number.NaN, Number.POSITIVE_INFINITY, 0, -5]) {
      expect(sessionEndsAt({ auth_time }, lifetimes)).toBeNull();
    }
  });
});

describe('isSessionOver', () => {
  it('keeps a session up to its last millisecond and ends it at its end', () => {
    expect(isSessionOver(stamp(), signedInMs + 12 * HOUR - 1, lifetimes)).toBe(false);
    expect(isSessionOver(stamp(), signedInMs + 12 * HOUR, lifetimes)).toBe(true);
  });

  it('ends a wall session a week after its sign-in, not 12 hours', () => {
    expect(isSessionOver(stamp({ wall: true }), signedInMs + 13 * HOUR, lifetimes)).toBe(false);
    expect(isSessionOver(stamp({ wall: true }), signedInMs + 168 * HOUR, lifetimes)).toBe(true);
  });

  it('refuses a token that never carried its sign-in time, however new', () => {
    expect(isSessionOver({}, signedInMs, lifetimes)).toBe(true);
  });
});
