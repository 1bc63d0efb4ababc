import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetMirrored, forgetMirrorMemo, remember, rememberedVersion } from './mirror-memo';

const sha1 = (text: string) => createHash('sha1').update(text).digest('base64url');
const at = new Date('2026-03-02T08:15:00.000Z');
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

afterEach(() => forgetMirrorMemo());

describe('mirror memo', () => {
  it('gives back the hash and Updated texts it was given, in the compact form', () => {
    remember('emulator', id(1), sha1('a'), { Updated: '2026-03-01T10:00:00.000Z' }, at);
    expect(rememberedVersion('emulator', id(1))).toEqual({
      hash: sha1('a'),
      updated: '2026-03-01T10:00:00.000Z',
      seenAt: at.getTime(),
    });
  });

  it('keeps as given what the compact form would not read back the same', () => {
    // An offset, no milliseconds, a hash of another length, no Updated at all: each must come back unchanged.
    remember('emulator', id(1), sha1('a'), { Updated: '2026-03-01T11:00:00+01:00' }, at);
    remember('emulator', id(2), sha1('b'), { Updated: '2026-03-01T10:00:00Z' }, at);
    remember('emulator', id(3), 'not-a-sha1', { Updated: '2026-03-01T10:00:00.000Z' }, at);
    remember('emulator', id(4), sha1('d'), {}, at);
    expect(rememberedVersion('emulator', id(1))?.updated).toBe('2026-03-01T11:00:00+01:00');
    expect(rememberedVersion('emulator', id(2))?.updated).toBe('2026-03-01T10:00:00Z');
    expect(rememberedVersion('emulator', id(3))?.hash).toBe('not-a-sha1');
    expect(rememberedVersion('emulator', id(4))).toEqual({ hash: sha1('d'), updated: null, seenAt: at.getTime() });
    // Compact again once the version reads back the same.
    remember('emulator', id(1), sha1('a2'), { Updated: '2026-03-01T12:00:00.000Z' }, at);
    expect(rememberedVersion('emulator', id(1))).toEqual({
      hash: sha1('a2'),
      updated: '2026-03-01T12:00:00.000Z',
      seenAt: at.getTime(),
    });
  });

  it('keeps environments apart, forgets by id in any case, and reuses a forgotten slot without mixing versions', () => {
    remember('emulator', id(1), sha1('e'), { Updated: '2026-03-01T10:00:00.000Z' }, at);
    remember('sandbox', id(1), sha1('s'), { Updated: '2026-03-01T10:00:00.000Z' }, at);
    forgetMirrored('emulator', id(1).toUpperCase());
    expect(rememberedVersion('emulator', id(1))).toBeUndefined();
    expect(rememberedVersion('sandbox', id(1))?.hash).toBe(sha1('s'));
    remember('emulator', id(2), sha1('new'), { Updated: '2026-03-01T10:30:00.000Z' }, at);
    expect(rememberedVersion('emulator', id(2))?.hash).toBe(sha1('new'));
    expect(rememberedVersion('emulator', id(1))).toBeUndefined();
  });

  it('holds every version when it grows past its first capacity', () => {
    const count = 3_000;
    for (let n = 0; n < count; n++)
      remember('emulator', id(n), sha1(String(n)), { Updated: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString() }, at);
    for (let n = 0; n < count; n += 7) {
      expect(rememberedVersion('emulator', id(n))).toEqual({
        hash: sha1(String(n)),
        updated: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
        seenAt: at.getTime(),
      });
    }
  });
});
