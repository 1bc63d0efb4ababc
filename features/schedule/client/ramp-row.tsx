'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Fragment, memo, useMemo, type PointerEvent as ReactPointerEvent } from 'react';
import { formatInZone, formatNumber } from '@/lib/i18n';
import { chunkBlocks, isChunkInSpan, type BlockChunk } from '../logic/chunk-blocks';
import { type BlockBox, layoutBlock, ROW_HEIGHT_PX, xOf } from '../logic/layout-blocks';
import { type TimeAxis, type TimeBucket } from '../logic/time-axis';
import type { GridReservation, Locale, Ramp } from '@/lib/contracts';
import { LABEL_WIDTH } from './grid-geometry';
import { ReservationBlock } from './reservation-block';

interface RampRowProps {
  ramp: Ramp;
  top: number;
  width: number;
  axis: TimeAxis;
  /** Pixel span on the time axis worth rendering (numbers, so a vertical-only window change leaves the row alone). */
  fromX: number;
  toX: number;
  /** The wider span kept while the grid rests (use-visible-window.ts): also drawn. */
  restFromX: number;
  restToX: number;
  reservations: GridReservation[];
  overlaps: Set<string>;
  utilisation: number;
  canEdit: boolean;
  selectedId: string | null;
  focusedBlockId: string | null;
  focusedCell: TimeBucket | null;
  draggedId: string | null;
  onOpen: (id: string) => void;
  onBlockDragStart: (event: ReactPointerEvent, reservation: GridReservation, mode: 'move' | 'resize') => void;
  onLanePointerDown: (event: ReactPointerEvent, rampId: string) => void;
}

const LABEL_CLASS =
  'sticky left-0 z-20 flex shrink-0 flex-col justify-center border-r border-zinc-300 bg-white px-3 ' +
  'dark:border-zinc-700 dark:bg-zinc-950';
const CELL_CLASS =
  'absolute top-1 h-11 rounded-sm border-2 border-transparent focus-visible:border-indigo-600 ' +
  'focus-visible:outline-none dark:focus-visible:border-indigo-300';

/** One ramp: a sticky label with its utilisation, then its blocks and actual-stay bars inside the visible time
 * window. */
export const RampRow = memo(function RampRow(props: RampRowProps) {
  const {
    ramp,
    top,
    width,
    axis,
    fromX,
    toX,
    restFromX,
    restToX,
    reservations,
    overlaps,
    utilisation,
    canEdit,
    selectedId,
    focusedBlockId,
    focusedCell,
    draggedId,
    onOpen,
    onBlockDragStart,
    onLanePointerDown,
  } = props;
  const t = useTranslations('schedule');
  const locale = useLocale();
  const percent = Math.round(utilisation * 100);
  // Boxes depend on the axis and the data only, kept with the row's reservations (a row scrolled out and back is
  // mounted anew); scrolling just picks which spans of them to draw.
  const chunks = chunksOf(reservations, axis);
  // The row re-renders whenever the window moves (every few frames while scrolling): its words are made once.
  const words = useMemo(
    () => ({
      label: t('ramp.label', { ramp: `${ramp.ShortName} ${ramp.ResourceNameLocalized}`, percent }),
      bookedShare: t('ramp.bookedShare'),
      stayTitle: t('legend.actualStay'),
    }),
    [t, ramp, percent],
  );
  return (
    <div
      role="group"
      aria-label={words.label}
      data-ramp-id={ramp.Id}
      className="absolute left-0 flex border-b border-zinc-200 dark:border-zinc-800"
      style={{ top, height: ROW_HEIGHT_PX, width, contain: 'layout style' }}
    >
      <div className={LABEL_CLASS} style={{ width: LABEL_WIDTH }}>
        <div className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm font-semibold">{ramp.ShortName}</span>
          <span className="text-xs text-zinc-700 tabular-nums dark:text-zinc-300" title={words.bookedShare}>
            {percentText(percent, locale)}
          </span>
        </div>
        <span className="truncate text-xs text-zinc-600 dark:text-zinc-400">{ramp.ResourceNameLocalized}</span>
        <span aria-hidden className="mt-0.5 h-1 w-full rounded bg-zinc-200 dark:bg-zinc-800">
          <span className="block h-1 rounded bg-indigo-600 dark:bg-indigo-400" style={{ width: `${percent}%` }} />
        </span>
      </div>
      <div
        className={`relative shrink-0 ${canEdit ? 'cursor-crosshair' : ''}`}
        style={{ width: width - LABEL_WIDTH, touchAction: canEdit ? 'none' : undefined }}
        onPointerDown={canEdit ? (e) => onLanePointerDown(e, ramp.Id) : undefined}
      >
        {focusedCell ? (
          <button
            type="button"
            data-focus-key="cell"
            aria-label={t('ramp.freeCell', {
              ramp: ramp.ShortName,
              time: formatInZone(focusedCell.startUtc, axis.timeZone, locale, 'time'),
              canEdit: String(canEdit),
            })}
            className={CELL_CLASS}
            style={{
              left: xOf(axis, focusedCell.startUtc),
              width: xOf(axis, focusedCell.endUtc) - xOf(axis, focusedCell.startUtc),
            }}
            tabIndex={0}
            onPointerDown={canEdit ? (e) => onLanePointerDown(e, ramp.Id) : undefined}
          />
        ) : null}
        {chunks.map((chunk) => {
          // The focused and the selected block stay rendered even when scrolled away, with the span they are in.
          const focused = focusedBlockId !== null && chunk.ids.has(focusedBlockId) ? focusedBlockId : null;
          const selected = selectedId !== null && chunk.ids.has(selectedId) ? selectedId : null;
          if (
            !isChunkInSpan(chunk, fromX, toX) &&
            !isChunkInSpan(chunk, restFromX, restToX) &&
            focused === null &&
            selected === null
          )
            return null;
          return (
            <BlockSpan
              key={chunk.index}
              items={chunk.items}
              axis={axis}
              overlaps={overlaps}
              canEdit={canEdit}
              selectedId={selected}
              focusedBlockId={focused}
              draggedId={draggedId !== null && chunk.ids.has(draggedId) ? draggedId : null}
              stayTitle={words.stayTitle}
              onOpen={onOpen}
              onBlockDragStart={onBlockDragStart}
            />
          );
        })}
      </div>
    </div>
  );
});

interface BlockSpanProps extends Pick<
  RampRowProps,
  'axis' | 'overlaps' | 'canEdit' | 'selectedId' | 'focusedBlockId' | 'draggedId' | 'onOpen' | 'onBlockDragStart'
> {
  items: Laid[];
  stayTitle: string;
}

/** One span of a row's blocks: ids not in it come as null, so a row's re-render (the window moved) leaves it alone. */
const BlockSpan = memo(function BlockSpan({
  items,
  axis,
  overlaps,
  canEdit,
  selectedId,
  focusedBlockId,
  draggedId,
  stayTitle,
  onOpen,
  onBlockDragStart,
}: BlockSpanProps) {
  return items.map(({ r, box, stay }) => {
    // A vehicle still in: its bar runs to now, so it is measured when drawn.
    const bar = stay === OPEN ? actualStay(r, axis) : stay;
    return (
      <Fragment key={r.Id}>
        <ReservationBlock
          reservation={r}
          box={box}
          timeZone={axis.timeZone}
          overlapping={overlaps.has(r.Id)}
          selected={r.Id === selectedId}
          tabbable={r.Id === focusedBlockId}
          canEdit={canEdit}
          dimmed={r.Id === draggedId}
          onOpen={onOpen}
          onDragStart={onBlockDragStart}
        />
        {bar ? (
          <span
            aria-hidden
            title={stayTitle}
            className="pointer-events-none absolute bottom-1 h-1.5 rounded-full bg-sky-700 dark:bg-sky-300"
            style={{ left: bar.left, width: bar.width }}
          />
        ) : null}
      </Fragment>
    );
  });
});

/** Width of the spans a row's blocks are grouped in: half a day of a week (12 h at 32 px), a few hours of a day. */
const SPAN_PX = 384;
const OPEN = 'open' as const;
type Laid = { r: GridReservation; box: BlockBox; stay: BlockBox | null | typeof OPEN };
type Chunk = BlockChunk<Laid> & { ids: Set<string> };

const laidOut = new WeakMap<GridReservation[], { axis: TimeAxis; chunks: Chunk[] }>();
function chunksOf(reservations: GridReservation[], axis: TimeAxis): Chunk[] {
  const kept = laidOut.get(reservations);
  if (kept && kept.axis === axis) return kept.chunks;
  const laid = reservations.flatMap((r): Laid[] => {
    const box = layoutBlock(axis, Date.parse(r.StartUtc), Date.parse(r.EndUtc));
    if (!box) return [];
    return [
      { r, box, stay: r.RealGateVehicleArrivalUtc && !r.RealGateVehicleDepartureUtc ? OPEN : actualStay(r, axis) },
    ];
  });
  const chunks = chunkBlocks(laid, SPAN_PX).map((c) => ({ ...c, ids: new Set(c.items.map((i) => i.r.Id)) }));
  laidOut.set(reservations, { axis, chunks });
  return chunks;
}

/** Gate arrival to departure (or to now while the vehicle is still in), when the gate reported an arrival. */
function actualStay(r: GridReservation, axis: TimeAxis) {
  if (!r.RealGateVehicleArrivalUtc) return null;
  const from = Date.parse(r.RealGateVehicleArrivalUtc);
  const to = r.RealGateVehicleDepartureUtc ? Date.parse(r.RealGateVehicleDepartureUtc) : Math.max(from, Date.now());
  return layoutBlock(axis, from, to);
}

// Rows mount and unmount while the grid scrolls: each percent is formatted once per language (see
// docs/decisions/0600-grid-keeps-its-formatted-words.md).
const percents = new Map<string, string>();
function percentText(percent: number, locale: Locale): string {
  const key = `${locale} ${percent}`;
  let text = percents.get(key);
  if (text === undefined) percents.set(key, (text = formatNumber(percent / 100, locale, { style: 'percent' })));
  return text;
}
