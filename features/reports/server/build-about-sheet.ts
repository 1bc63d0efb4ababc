import type { ReportScope } from '../contract';
import { type Cell, columnsOf, dayCell, type Sheet, type SheetLabels } from './report-sheets';

/** What a report covers, with `extra` settings of its own before the last sync. */
export function aboutSheet(scope: ReportScope, labels: SheetLabels, extra: [string, Cell][]): Sheet {
  const { about } = labels;
  return {
    name: labels.sheets.about,
    columns: columnsOf(labels, [
      ['setting', 'text'],
      // Mixed: each cell is typed by its value (a date, a number, text).
      ['value', 'text'],
    ]),
    rows: [
      [about.branch, scope.branchName],
      [about.from, dayCell(scope.from)],
      [about.to, dayCell(scope.to)],
      [about.timeZone, scope.timeZone],
      ...extra,
      [about.lastSync, scope.lastSyncAt ?? about.never],
    ],
  };
}
