import { describe, expect, it } from 'vitest';
import { axisWidth, BUCKET_WIDTH_PX, layoutBlock, utcAtX, WEEK_BUCKET_WIDTH_PX, xOf } from './layout-blocks';
import { buildTimeAxis } from './time-axis';
import { computeVisibleWindow, isInTimeWindow, rowAtY, rowOffsets } from './virtual-window';

const axis = buildTimeAxis('2026-11-23', 'day', 'UTC', 30);
const at = (hhmm: string) => Date.parse(`2026-11-23T${hhmm}:00Z`);

describe('layoutBlock', () => {
  it('places a 09:00–10:00 block two buckets wide at bucket 18', () => {
    expect(layoutBlock(axis, at('09:00'), at('10:00'))).toEqual({
      left: 18 * BUCKET_WIDTH_PX,
      width: 2 * BUCKET_WIDTH_PX,
      clippedStart: false,
      clippedEnd: false,
    });
  });

  it('clips a block that starts the day before and drops one wholly outside', () => {
    const box = layoutBlock(axis, Date.parse('2026-11-22T23:00:00Z'), at('01:00'))!;
    expect(box.left).toBe(0);
    expect(box.clippedStart).toBe(true);
    expect(layoutBlock(axis, Date.parse('2026-11-24T01:00:00Z'), Date.parse('2026-11-24T02:00:00Z'))).toBeNull();
  });

  it('maps x back to time and makes a 25-hour day wider', () => {
    expect(utcAtX(axis, xOf(axis, at('13:15')))).toBe(at('13:15'));
    const long = buildTimeAxis('2026-10-25', 'day', 'Europe/Prague', 30);
    expect(axisWidth(long)).toBe(50 * BUCKET_WIDTH_PX);
    expect(axisWidth(axis)).toBe(48 * BUCKET_WIDTH_PX);
  });

  it('draws a week with narrower buckets', () => {
    const week = buildTimeAxis('2026-11-23', 'week', 'UTC', 60);
    expect(axisWidth(week)).toBe(7 * 24 * WEEK_BUCKET_WIDTH_PX);
  });
});

describe('computeVisibleWindow', () => {
  it('renders only the rows on screen plus overscan', () => {
    const win = computeVisibleWindow(
      { scrollTop: 560, scrollLeft: 1000, width: 800, height: 280 },
      rowOffsets(Array(40).fill(56)),
      2,
      100,
    );
    expect(win).toEqual({ firstRow: 8, lastRow: 18, fromX: 900, toX: 1900 });
    expect(isInTimeWindow(win, 0, 899)).toBe(false);
    expect(isInTimeWindow(win, 0, 950)).toBe(true);
    expect(isInTimeWindow(win, 1950, 10)).toBe(false);
  });

  it('never runs past the last row', () => {
    const win = computeVisibleWindow(
      { scrollTop: 0, scrollLeft: 0, width: 800, height: 2000 },
      rowOffsets(Array(5).fill(56)),
    );
    expect(win.firstRow).toBe(0);
    expect(win.lastRow).toBe(5);
  });

  it('finds rows of mixed heights by pixel', () => {
    const tops = rowOffsets([32, 56, 56, 32, 56]);
    expect(tops).toEqual([0, 32, 88, 144, 176, 232]);
    expect(rowAtY(tops, 0)).toBe(0);
    expect(rowAtY(tops, 40)).toBe(1);
    expect(rowAtY(tops, 150)).toBe(3);
    expect(rowAtY(tops, 9999)).toBe(4);
    expect(rowAtY([0], 10)).toBe(0);
  });
});
