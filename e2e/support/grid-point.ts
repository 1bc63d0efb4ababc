import { expect, type Locator, type Page } from '@playwright/test';

export type Point = { x: number; y: number };

/** Screen point of `utc` in a ramp's row of the schedule grid, scrolling the grid so it is in view. */
export async function pointAt(page: Page, rampId: string, utc: number, scroll = true) {
  const rows = page.getByTestId('schedule-rows');
  const meta = await rows.evaluate((el) => ({
    start: Number(el.dataset.axisStart),
    ppm: Number(el.dataset.pxPerMinute),
    label: Number(el.dataset.labelWidth),
  }));
  const offset = ((utc - meta.start) / 60_000) * meta.ppm;
  if (scroll) {
    await page.getByTestId('schedule-scroller').evaluate((el, x) => {
      if (x < el.scrollLeft + 100 || x > el.scrollLeft + el.clientWidth - 400) el.scrollLeft = Math.max(0, x - 300);
    }, offset);
  }
  const row = page.locator(`[data-ramp-id="${rampId}"]`);
  await expect(row).toBeVisible();
  const rowBox = (await row.boundingBox())!;
  const rowsBox = (await rows.boundingBox())!;
  return { x: rowsBox.x + meta.label + offset, y: rowBox.y + rowBox.height / 2 };
}

/** Drags between two points; the target is located first because finding it may scroll the grid. */
export async function drag(
  page: Page,
  fromAt: () => Promise<Point>,
  toAt: () => Promise<Point>,
  beforeDrop?: () => Promise<void>,
) {
  const to = await toAt();
  const from = await fromAt();
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  if (beforeDrop) await beforeDrop();
  await page.mouse.up();
}

/** A point just inside a reservation block's left edge: where a move starts. */
export async function blockLeftEdge(block: Locator): Promise<Point> {
  const box = (await block.boundingBox())!;
  return { x: box.x + 6, y: box.y + box.height / 2 };
}
