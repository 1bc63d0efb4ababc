import { expect, type Page } from '@playwright/test';

/** Screen point of `utc` in a ramp's row of the schedule grid, scrolling the grid so it is in view. */
export async function pointAt(page: Page, rampId: string, utc: number, scroll = true) {
  const rows = page.getByTestId('schedule-rows');
  const meta = await rows.evaluate((el) => ({ start: Number(el.dataset.axisStart), ppm: Number(el.dataset.pxPerMinute), label: Number(el.dataset.labelWidth) }));
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
