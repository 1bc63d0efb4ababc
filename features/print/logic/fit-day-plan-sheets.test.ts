import { describe, expect, it } from 'vitest';
import { fitDayPlanSheets } from './fit-day-plan-sheets';

/**
 * A sheet of `width` × `height` whose content flows like text: at a layout width w it is `area / w` tall, and
 * never narrower than `minWidth` (a long word). Enough of the DOM for the function to measure it.
 */
function fakeSheet(width: number, height: number, area: number, minWidth = 0) {
  const style = { width: '', transform: '' };
  const layoutWidth = () => (style.width ? Number.parseFloat(style.width) : width);
  const box = {
    style,
    get scrollWidth() {
      return Math.max(layoutWidth(), minWidth);
    },
    get scrollHeight() {
      return area / layoutWidth();
    },
  };
  const attributes = new Map<string, string>();
  const sheet = {
    clientWidth: width,
    clientHeight: height,
    querySelector: () => box,
    setAttribute: (k: string, v: string) => attributes.set(k, v),
  };
  return { sheet, box, attributes };
}

const rootOf = (...sheets: { sheet: unknown }[]) =>
  ({ querySelectorAll: () => sheets.map((s) => s.sheet) }) as unknown as ParentNode;

describe('fitDayPlanSheets', () => {
  it('leaves a sheet that fits at full size alone', () => {
    const quiet = fakeSheet(1000, 700, 1000 * 500);
    expect(fitDayPlanSheets(rootOf(quiet))).toEqual([1]);
    expect(quiet.box.style.transform).toBe('');
    expect(quiet.attributes.get('data-scale')).toBe('1.000');
  });

  it('finds the largest scale at which a busy sheet fits, laying it out wider so its text wraps less', () => {
    // At scale s the content is 1000/s wide and 1400·s tall, drawn 1400·s² tall: it fits up to s = √0.5.
    const busy = fakeSheet(1000, 700, 1000 * 1400);
    const [scale] = fitDayPlanSheets(rootOf(busy));
    expect(scale).toBeGreaterThan(0.705);
    expect(scale).toBeLessThanOrEqual(Math.SQRT1_2);
    expect(busy.box.style.transform).toBe(`scale(${scale})`);
    expect(Number.parseFloat(busy.box.style.width)).toBeCloseTo(1000 / scale!, 5);
    expect(busy.box.scrollHeight * scale!).toBeLessThanOrEqual(700.5);
  });

  it('shrinks content too wide for the sheet (a long unbroken word) until it fits across', () => {
    const wide = fakeSheet(1000, 700, 1000 * 100, 2500);
    const [scale] = fitDayPlanSheets(rootOf(wide));
    expect(wide.box.scrollWidth * scale!).toBeLessThanOrEqual(1000.5);
    expect(scale).toBeGreaterThan(0.39);
  });

  it('fits each sheet on its own', () => {
    const scales = fitDayPlanSheets(rootOf(fakeSheet(1000, 700, 1000 * 500), fakeSheet(1000, 700, 1000 * 2800)));
    expect(scales[0]).toBe(1);
    expect(scales[1]).toBeLessThan(0.51);
  });
});
