// What the server's day-plan code (features/print/server) is handed by app/: the schedule's grouping, the sheets'
// markup in the reader's language, the fit, and the PDF's file name.
import { fitDayPlanSheets } from './fit-day-plan-sheets';
import { groupRamps } from '@/lib/contracts';
import { DAY_PLAN_PAGE, renderDayPlanDocument } from './render-day-plan-html';
import type { Words } from '@/lib/i18n';

/**
 * The day plan's kit, its words in the reader's language (`words` from the request: getTranslations('print'),
 * getLocale()).
 */
export function dayPlanKit(words: Words<'print'>) {
  return {
    groupRamps,
    renderDocument: (plan: Parameters<typeof renderDayPlanDocument>[0]) => renderDayPlanDocument(plan, words),
    fitSheets: fitDayPlanSheets,
    page: DAY_PLAN_PAGE,
    fileStem: words.t('fileStem'),
  } as const;
}
