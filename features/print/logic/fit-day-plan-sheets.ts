// Scales each day-plan sheet so everything on it fits one page, however many reservations a branch office has.

/** Smallest scale tried: below it the type is unreadable anyway, and the sheet is clipped rather than split. */
export const DAY_PLAN_MIN_SCALE = 0.2;

/**
 * For every sheet (`[data-day-plan-sheet]`) under `root`, finds the largest scale at which its content
 * (`[data-day-plan-fit]`) fits the sheet: the content is laid out 1/scale times wider (so text wraps less) and then
 * scaled down. The chosen scale is left in the sheet's `data-scale`. Returns the scales.
 *
 * Self-contained on purpose (no imports, no helpers outside it): the server hands this very function to Chromium
 * (`page.evaluate`) before printing the PDF, and the print page runs it in the browser.
 */
export function fitDayPlanSheets(root?: ParentNode): number[] {
  const scope: ParentNode = root ?? document;
  const sheets = scope.querySelectorAll<HTMLElement>('[data-day-plan-sheet]');
  const scales: number[] = [];
  for (let i = 0; i < sheets.length; i++) {
    const sheet = sheets[i]!;
    const box = sheet.querySelector<HTMLElement>('[data-day-plan-fit]');
    if (!box) continue;
    const width = sheet.clientWidth;
    const height = sheet.clientHeight;
    // Full size first (step -1), then ten halvings between the smallest scale and 1: within 0.1 % of the largest that
    // fits. Written as one loop without inner functions, which bundlers could wrap in helpers Chromium does not have.
    // The lower bound is DAY_PLAN_MIN_SCALE, written out: the function must stand alone.
    let low = 0.2;
    let high = 1;
    let best = 1;
    for (let step = -1; step <= 10; step++) {
      const scale = step < 0 ? 1 : step === 10 ? low : (low + high) / 2;
      box.style.width = `${width / scale}px`;
      box.style.transform = scale === 1 ? '' : `scale(${scale})`;
      if (step === 10) {
        best = low;
        break;
      }
      // Layout sizes ignore the transform: the content's own box, scaled, must stay inside the sheet.
      const fits = box.scrollHeight * scale <= height + 0.5 && box.scrollWidth * scale <= width + 0.5;
      if (step < 0 && fits) break;
      if (step < 0) continue;
      if (fits) low = scale;
      else high = scale;
    }
    sheet.setAttribute('data-scale', best.toFixed(3));
    scales.push(best);
  }
  return scales;
}
