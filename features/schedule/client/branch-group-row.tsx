'use client';

import { useTranslations } from 'next-intl';
import { GROUP_HEIGHT } from './grid-geometry';

const GROUP_ROW_CLASS =
  'absolute left-0 flex items-center border-b border-zinc-300 bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-800';

/** A branch office's heading row, shown when the grid holds the ramps of several; it stays beside the ramp labels. */
export function BranchGroupRow({
  label,
  count,
  top,
  width,
}: {
  label: string;
  count: number;
  top: number;
  width: number;
}) {
  const t = useTranslations('schedule');
  return (
    <div className={GROUP_ROW_CLASS} style={{ top, height: GROUP_HEIGHT, width }}>
      <h2 className="sticky left-0 px-3 text-sm font-semibold">
        {label} <span className="font-normal text-zinc-600 dark:text-zinc-300">· {t('rampCount', { count })}</span>
      </h2>
    </div>
  );
}
