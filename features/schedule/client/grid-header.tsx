import { useLocale, useTranslations } from 'next-intl';
import { memo, useMemo } from 'react';
import { formatInZone } from '@/lib/i18n';
import { xOf } from '../logic/layout-blocks';
import { type TimeAxis } from '../logic/time-axis';
import { HEADER_HEIGHT, LABEL_WIDTH } from './grid-geometry';

interface GridHeaderProps {
  axis: TimeAxis;
  busy: number[];
  rampCount: number;
  fromX: number;
  toX: number;
  width: number;
}

const CORNER_CLASS =
  'sticky left-0 z-10 flex shrink-0 items-end border-r border-zinc-300 bg-zinc-50 px-3 pb-1 text-xs font-semibold ' +
  'text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300';
const DAY_CLASS =
  'absolute top-0 h-4 border-l-2 border-zinc-500 font-semibold whitespace-nowrap text-zinc-900 dark:text-zinc-50';
const BUSY_CLASS = 'font-semibold text-zinc-900 dark:text-zinc-50';
const IDLE_CLASS = 'text-zinc-600 dark:text-zinc-400';
const DAY_BORDER_CLASS = 'border-zinc-200 dark:border-zinc-800';

/** Days, time labels (24-hour, in the reader's language) and, per bucket, how many ramps are busy ("9/12"); only
 * what is on screen is drawn. */
export const GridHeader = memo(function GridHeader({ axis, busy, rampCount, fromX, toX, width }: GridHeaderProps) {
  const t = useTranslations('schedule.header');
  const locale = useLocale();
  // Every label of the axis once per axis (a week at 15 minutes has 672), not on every scroll.
  const labels = useMemo(
    () => axis.buckets.map((b) => formatInZone(b.startUtc, axis.timeZone, locale, 'time')),
    [axis, locale],
  );
  const week = axis.days.length > 1;
  const inWindow = (left: number, right: number) => right >= fromX && left <= toX;
  return (
    <div
      className="sticky top-0 z-30 flex border-b border-zinc-300 bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900"
      style={{ height: HEADER_HEIGHT, width }}
    >
      <div className={CORNER_CLASS} style={{ width: LABEL_WIDTH }}>
        {t('corner')}
      </div>
      <div className="relative shrink-0 text-xs" style={{ width: width - LABEL_WIDTH }}>
        {week
          ? axis.days.map((d) => {
              const left = xOf(axis, d.startUtc);
              const right = xOf(axis, d.endUtc);
              if (!inWindow(left, right)) return null;
              return (
                <div key={d.date} className={DAY_CLASS} style={{ left, width: right - left }}>
                  {/* Sticks beside the ramp labels, so the day stays named while its hours are on screen. */}
                  <span className="sticky px-1" style={{ left: LABEL_WIDTH }}>
                    {formatInZone(d.startUtc, axis.timeZone, locale, 'weekdayDay')}
                  </span>
                </div>
              );
            })
          : null}
        {axis.buckets.map((b, i) => {
          const left = xOf(axis, b.startUtc);
          const right = xOf(axis, b.endUtc);
          if (!inWindow(left, right)) return null;
          return (
            <BucketCell
              key={b.startUtc}
              left={left}
              width={right - left}
              dayStart={b.dayStart}
              week={week}
              label={labels[i] ?? b.label}
              busy={busy[i]}
              rampCount={rampCount}
            />
          );
        })}
      </div>
    </div>
  );
});

/** One slot's heading: memoised, so a move of the window (every few frames while scrolling) renders only the slots
 * it brings in, each with its translated count, not every slot on screen again. */
const BucketCell = memo(function BucketCell({
  left,
  width,
  dayStart,
  week,
  label,
  busy,
  rampCount,
}: {
  left: number;
  width: number;
  dayStart: boolean;
  week: boolean;
  label: string;
  busy: number | undefined;
  rampCount: number;
}) {
  const t = useTranslations('schedule.header');
  return (
    <div
      className={
        `absolute bottom-0 border-l px-0.5 ${dayStart ? 'border-zinc-500' : DAY_BORDER_CLASS} ` +
        (week ? 'h-9' : 'h-full')
      }
      style={{ left, width }}
    >
      <div className="truncate font-medium text-zinc-800 dark:text-zinc-200">{week ? label.split(':')[0] : label}</div>
      <div className={`truncate ${busy ? BUSY_CLASS : IDLE_CLASS}`}>
        <span aria-hidden>
          {busy}/{rampCount}
        </span>
        <span className="sr-only">{t('busy', { time: label, busy: busy ?? 0, total: rampCount })}</span>
      </div>
    </div>
  );
});
