import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitText } from './fit-text';

// Every character 7 px wide, the ellipsis 5 px: easy to reckon by hand.
const fixed = (s: string) => Array.from(s).reduce((w, c) => w + (c === '…' ? 5 : 7), 0);

describe('fitText', () => {
  it('keeps a text that fits as it is', () => {
    expect(fitText('R0011780', 56, fixed)).toBe('R0011780');
  });

  it('cuts the longest start that fits beside an ellipsis', () => {
    // 55 px: 7 characters would need 49 + 5 = 54 px.
    expect(fitText('R0011780', 55, fixed)).toBe('R001178…');
    expect(fitText('R0011780', 53, fixed)).toBe('R00117…');
    expect(fitText('R0011780', 12, fixed)).toBe('R…');
  });

  it('gives nothing rather than a lone ellipsis when not one character fits beside it', () => {
    expect(fitText('R0011780', 11, fixed)).toBe('');
    expect(fitText('R0011780', 4, fixed)).toBe('');
    expect(fitText('', -1, fixed)).toBe('');
    expect(fitText('R0011780', -16, fixed)).toBe('');
  });

  it('drops a space left before the ellipsis and never splits a surrogate pair', () => {
    expect(fitText('⚠ R0011780', 19, fixed)).toBe('⚠…');
    expect(fitText('𝔸𝔸𝔸', 19, fixed)).toBe('𝔸𝔸…');
  });

  it('never returns more than the room holds, and always a start of the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.integer({ min: -20, max: 260 }), (text, room) => {
        const fitted = fitText(text, room, fixed);
        expect(fitted === '' || fixed(fitted) <= room).toBe(true);
        const kept = fitted.endsWith('…') && fitted !== text ? fitted.slice(0, -1) : fitted;
        expect(text.startsWith(kept)).toBe(true);
        if (fitted === '…') expect(text).toBe('…');
        if (fixed(text) <= room) expect(fitted).toBe(text);
      }),
    );
  });
});
