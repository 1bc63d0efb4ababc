'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatInZone } from '@/lib/i18n';
import { layoutBlock } from '../logic/layout-blocks';
import { type TimeAxis } from '../logic/time-axis';
import { LABEL_WIDTH } from './grid-geometry';
import type { DragPreview } from './drag-preview';

const GHOST_CLASS =
  'pointer-events-none absolute z-30 flex h-10 items-center overflow-hidden border-2 border-dashed px-1.5 text-xs ' +
  'font-semibold whitespace-nowrap';
const CLASH_CLASS = 'border-red-700 bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-50';
const FREE_CLASS = 'border-indigo-700 bg-indigo-100 text-indigo-950 dark:bg-indigo-950 dark:text-indigo-50';

/** Where a dragged block would land, with its times, or the reservation it would clash with. `numberOf` says a
 * reservation's number, or null for one the grid does not hold. */
export function DragGhost({
  axis,
  tops,
  rampIdOfRow,
  preview,
  numberOf,
}: {
  axis: TimeAxis;
  tops: readonly number[];
  rampIdOfRow: readonly (string | null)[];
  preview: DragPreview;
  numberOf: (id: string) => string | null;
}) {
  const t = useTranslations('schedule');
  const locale = useLocale();
  const row = rampIdOfRow.indexOf(preview.rampId);
  const box = layoutBlock(axis, preview.startUtc, preview.endUtc);
  if (row < 0 || !box) return null;
  const time = (utc: number) => formatInZone(utc, axis.timeZone, locale, 'time');
  const times = `${time(preview.startUtc)}–${time(preview.endUtc)}`;
  return (
    <div
      role="status"
      data-testid="drag-preview"
      data-clash={preview.clash ? 'true' : 'false'}
      className={`${GHOST_CLASS} ${preview.clash ? CLASH_CLASS : FREE_CLASS}`}
      style={{ top: (tops[row] ?? 0) + 6, left: LABEL_WIDTH + box.left, width: box.width }}
    >
      {preview.clash ? t('dragClash', { number: numberOf(preview.clash.Id) ?? 'none', times }) : times}
    </div>
  );
}
