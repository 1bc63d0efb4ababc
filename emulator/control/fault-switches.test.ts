import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { EmulatorError } from '../lib/emulator-error';
import { faultsPatch, FaultSwitches, isDataWrite, NO_FAULTS } from './fault-switches';

const req = { socket: { destroy: () => undefined } } as unknown as IncomingMessage;
const res = { destroy: () => undefined } as unknown as ServerResponse;

describe('FaultSwitches', () => {
  it('changes partially and resets to no faults', () => {
    const f = new FaultSwitches();
    expect(f.set({ errorRate: 0.5 })).toEqual({ ...NO_FAULTS, errorRate: 0.5 });
    expect(f.reset()).toEqual(NO_FAULTS);
  });

  it('takes webhookReorderRate as a share (default 0) beside webhookReorder', () => {
    expect(NO_FAULTS).toMatchObject({ webhookReorder: false, webhookReorderRate: 0 });
    expect(faultsPatch.safeParse({ webhookReorderRate: 0.05 }).success).toBe(true);
    for (const bad of [-0.1, 1.5, '0.1', null])
      expect(faultsPatch.safeParse({ webhookReorderRate: bad }).error?.issues[0]?.path).toEqual(['webhookReorderRate']);
  });

  it('drops, rate-limits or fails by share, in that order', async () => {
    const f = new FaultSwitches();
    expect(await f.apply(req, res)).toBe(false);
    f.set({ dropRate: 0.5, rateLimitRate: 0.5, errorRate: 0.5, retryAfterS: 9 });
    expect(await f.apply(req, res, () => 0.1)).toBe(true);
    const limited = await f
      .apply(
        req,
        res,
        (() => {
          const seq = [0.9, 0.1];
          return () => seq.shift()!;
        })(),
      )
      .catch((e: EmulatorError) => e);
    expect(limited).toMatchObject({ status: 429, headers: { 'Retry-After': '9' } });
    const failed = await f
      .apply(
        req,
        res,
        (() => {
          const seq = [0.9, 0.9, 0.1];
          return () => seq.shift()!;
        })(),
      )
      .catch((e: EmulatorError) => e);
    expect(failed).toMatchObject({ status: 500 });
  });

  it('loses the answer of a handled write by share: a 500 by default, or a dropped connection', () => {
    const f = new FaultSwitches();
    expect(f.loseAnswer(req, res)).toBe(false);
    f.set({ lostAnswerRate: 0.5 });
    expect(f.loseAnswer(req, res, () => 0.9)).toBe(false);
    expect(() => f.loseAnswer(req, res, () => 0.1)).toThrow(expect.objectContaining({ status: 500 }) as Error);
    let destroyed = 0;
    const dropReq = { socket: { destroy: () => void destroyed++ } } as unknown as IncomingMessage;
    const dropRes = { destroy: () => void destroyed++ } as unknown as ServerResponse;
    f.set({ lostAnswerMode: 'drop' });
    expect(f.loseAnswer(dropReq, dropRes, () => 0.1)).toBe(true);
    expect(destroyed).toBe(2);
    expect(f.reset()).toMatchObject({ lostAnswerRate: 0, lostAnswerMode: '500' });
  });

  it('counts only data writes under /v3 and /odata as writes, not reads or the token request', () => {
    expect(isDataWrite('POST', '/v3/demo/Reservations')).toBe(true);
    expect(isDataWrite('PUT', '/V3/demo/Reservations/x')).toBe(true);
    expect(isDataWrite('PATCH', '/odata/v1/demo/Order(x)')).toBe(true);
    expect(isDataWrite('DELETE', '/odata/v1/demo/OrderRow(x)')).toBe(true);
    expect(isDataWrite('GET', '/v3/demo/Reservations')).toBe(false);
    expect(isDataWrite('POST', '/v1/demo/Token')).toBe(false);
  });
});
