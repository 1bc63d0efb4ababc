import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { EmulatorError } from '../lib/emulator-error';
import { FaultSwitches, NO_FAULTS } from './fault-switches';

const req = { socket: { destroy: () => undefined } } as unknown as IncomingMessage;
const res = { destroy: () => undefined } as unknown as ServerResponse;

describe('FaultSwitches', () => {
  it('changes partially and resets to no faults', () => {
    const f = new FaultSwitches();
    expect(f.set({ errorRate: 0.5 })).toEqual({ ...NO_FAULTS, errorRate: 0.5 });
    expect(f.reset()).toEqual(NO_FAULTS);
  });

  it('drops, rate-limits or fails by share, in that order', async () => {
    const f = new FaultSwitches();
    expect(await f.apply(req, res)).toBe(false);
    f.set({ dropRate: 0.5, rateLimitRate: 0.5, errorRate: 0.5, retryAfterS: 9 });
    expect(await f.apply(req, res, () => 0.1)).toBe(true);
    const limited = await f.apply(req, res, (() => { const seq = [0.9, 0.1]; return () => seq.shift()!; })()).catch((e: EmulatorError) => e);
    expect(limited).toMatchObject({ status: 429, headers: { 'Retry-After': '9' } });
    const failed = await f.apply(req, res, (() => { const seq = [0.9, 0.9, 0.1]; return () => seq.shift()!; })()).catch((e: EmulatorError) => e);
    expect(failed).toMatchObject({ status: 500 });
  });
});
