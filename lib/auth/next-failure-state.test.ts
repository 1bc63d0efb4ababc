import { describe, expect, it } from 'vitest';
import { nextFailureState, secondsBlocked, type FailureState } from './next-failure-state';

const policy = { maxFailures: 3, windowSeconds: 900, baseLockoutSeconds: 30 };
const t0 = new Date('2026-11-21T10:00:00Z');
const at = (s: number) => new Date(t0.getTime() + s * 1000);

function fail(times: number, start: FailureState | null = null): FailureState | null {
  let state = start;
  for (let i = 0; i < times; i++) state = nextFailureState(state, at(i), policy);
  return state;
}

describe('nextFailureState', () => {
  it('does not block below the limit', () => {
    const state = fail(2);
    expect(state?.failures).toBe(2);
    expect(state?.blockedUntil).toBeNull();
  });

  it('blocks at the limit and doubles the lockout on each further failure, capped at the window', () => {
    const third = fail(3)!;
    expect(secondsBlocked(third, at(2))).toBe(30);
    const fourth = nextFailureState(third, at(40), policy);
    expect(secondsBlocked(fourth, at(40))).toBe(60);
    let state = fourth;
    for (let i = 0; i < 10; i++) state = nextFailureState(state, at(100 + i), policy);
    expect(secondsBlocked(state, at(109))).toBe(900);
  });

  it('forgets failures once the window has passed', () => {
    const old = fail(2)!;
    const fresh = nextFailureState(old, at(901), policy);
    expect(fresh.failures).toBe(1);
    expect(fresh.windowStart).toEqual(at(901));
  });

  it('reports no block once the lockout has passed', () => {
    const blocked = fail(3)!;
    expect(secondsBlocked(blocked, at(33))).toBe(0);
    expect(secondsBlocked(null, t0)).toBe(0);
  });
});
