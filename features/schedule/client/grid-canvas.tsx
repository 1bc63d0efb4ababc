'use client';

// The virtualised ramp × time grid: only rows and blocks inside the scrolled window (plus overscan) are in the DOM.
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BranchGroup, GridReservation, Ramp } from '@/lib/contracts';
import { axisWidth, pxPerMinute, xOf } from '../logic/layout-blocks';
import { bucketIndexAt, type TimeAxis } from '../logic/time-axis';
import { type Slot } from '@/features/reservations';
import { BranchGroupRow } from './branch-group-row';
import { DragGhost } from './drag-ghost';
import { HEADER_HEIGHT, LABEL_WIDTH } from './grid-geometry';
import { GridHeader } from './grid-header';
import { RampRow } from './ramp-row';
import type { OrderDrop } from './drag-preview';
import { useGridDrag, type DragCallbacks } from './use-grid-drag';
import { useGridKeyboard } from './use-grid-keyboard';
import { useGridRows } from './use-grid-rows';
import { useGridScroll } from './use-grid-scroll';
import { useVisibleWindow } from './use-visible-window';

const SCROLLER_CLASS =
  'relative h-[calc(100vh-17rem)] min-h-96 overflow-auto rounded-lg border border-zinc-300 bg-white ' +
  'dark:border-zinc-700 dark:bg-zinc-950';

interface GridCanvasProps {
  axis: TimeAxis;
  groups: BranchGroup<Ramp>[];
  byRamp: Map<string, GridReservation[]>;
  slots: Slot[];
  overlaps: Set<string>;
  busy: number[];
  utilisation: Map<string, number>;
  canEdit: boolean;
  selectedId: string | null;
  unitMinutesOf: (r: GridReservation) => number;
  onOpen: (id: string) => void;
  onCreate: DragCallbacks['onCreate'];
  onMove: DragCallbacks['onMove'];
  onResize: DragCallbacks['onResize'];
  /** Orders being dragged in from the order panel, if any. */
  orderDrop: OrderDrop | null;
  /** A reservation to scroll into view once it is loaded (a link from the order cart). */
  revealId: string | null;
}

export function GridCanvas(props: GridCanvasProps) {
  const {
    axis,
    groups,
    byRamp,
    slots,
    overlaps,
    busy,
    utilisation,
    canEdit,
    selectedId,
    unitMinutesOf,
    onOpen,
    onCreate,
    onMove,
    onResize,
    orderDrop,
    revealId,
  } = props;
  const t = useTranslations('schedule');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const [now, setNow] = useState(() => Date.now());

  const { rows, rampRows, tops, rampIdOfRow, laidOut } = useGridRows(groups, byRamp);
  const width = LABEL_WIDTH + axisWidth(axis);
  const totalHeight = tops[tops.length - 1] ?? 0;
  const { win, readViewport } = useVisibleWindow(scrollerRef, tops);
  const {
    focus: safeFocus,
    setFocus,
    onKeyDown,
  } = useGridKeyboard({ axis, rampRows, byRamp, canEdit, rowsRef, onCreate });

  const drag = useGridDrag({
    rowsRef,
    axis,
    rampIdOfRow,
    tops,
    slots,
    unitMinutesOf,
    orderDrop,
    callbacks: useMemo(
      () => ({
        onCreate,
        onMove,
        onResize,
        onClickCell: (rampId: string, utc: number) => {
          const row = rampRows.findIndex((r) => r.ramp.Id === rampId);
          if (row >= 0) setFocus({ kind: 'cell', row, bucket: bucketIndexAt(axis, utc) });
        },
      }),
      [axis, onCreate, onMove, onResize, rampRows, setFocus],
    ),
  });

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  useGridScroll({ scrollerRef, axis, rows, byRamp, tops, revealId, readViewport, setFocus });

  const numberOf = useCallback(
    (id: string) => {
      for (const list of byRamp.values()) for (const r of list) if (r.Id === id) return r.ReservationNumber;
      return null;
    },
    [byRamp],
  );

  const { isClickAfterDrop } = drag;
  const openBlock = useCallback(
    (id: string) => {
      if (!isClickAfterDrop()) onOpen(id);
    },
    [isClickAfterDrop, onOpen],
  );

  const nowX = now > axis.startUtc && now < axis.endUtc ? xOf(axis, now) : null;
  const visibleRows = rows.slice(win.firstRow, win.lastRow);
  // The focused row stays rendered even when scrolled away, so keyboard focus never lands on nothing.
  const focusRow = rampRows[safeFocus.row];
  if (focusRow && !visibleRows.includes(focusRow)) visibleRows.push(focusRow);

  return (
    <div ref={scrollerRef} className={SCROLLER_CLASS} data-testid="schedule-scroller">
      <div style={{ width, height: HEADER_HEIGHT + totalHeight }}>
        <GridHeader axis={axis} busy={busy} rampCount={rampRows.length} fromX={win.fromX} toX={win.toX} width={width} />
        <div
          ref={rowsRef}
          role="group"
          aria-label={t('gridLabel', { timeZone: axis.timeZone, canEdit: String(canEdit) })}
          className="relative"
          style={{ height: totalHeight }}
          data-testid="schedule-rows"
          data-axis-start={axis.startUtc}
          data-axis-end={axis.endUtc}
          data-reservation-count={laidOut}
          data-px-per-minute={pxPerMinute(axis)}
          data-label-width={LABEL_WIDTH}
          onKeyDown={onKeyDown}
          {...drag.containerHandlers}
          {...drag.dropHandlers}
        >
          {visibleRows.map((row) => {
            const index = rows.indexOf(row);
            if (row.kind === 'group') {
              return (
                <BranchGroupRow
                  key={row.key}
                  label={row.label}
                  count={row.count}
                  top={tops[index] ?? 0}
                  width={width}
                />
              );
            }
            const rampFocus = safeFocus.row === row.nav ? safeFocus : null;
            return (
              <RampRow
                key={row.key}
                ramp={row.ramp}
                top={tops[index] ?? 0}
                width={width}
                axis={axis}
                fromX={win.fromX}
                toX={win.toX}
                restFromX={win.restFromX}
                restToX={win.restToX}
                reservations={byRamp.get(row.ramp.Id) ?? EMPTY}
                overlaps={overlaps}
                utilisation={utilisation.get(row.ramp.Id) ?? 0}
                canEdit={canEdit}
                selectedId={selectedId}
                focusedBlockId={rampFocus?.kind === 'block' ? rampFocus.id : null}
                focusedCell={rampFocus?.kind === 'cell' ? (axis.buckets[rampFocus.bucket] ?? null) : null}
                draggedId={drag.preview?.reservation?.Id ?? null}
                onOpen={openBlock}
                onBlockDragStart={drag.onBlockDragStart}
                onLanePointerDown={drag.onLanePointerDown}
              />
            );
          })}
          {drag.preview ? (
            <DragGhost axis={axis} tops={tops} rampIdOfRow={rampIdOfRow} preview={drag.preview} numberOf={numberOf} />
          ) : null}
          {nowX !== null ? (
            <div
              aria-hidden
              data-testid="now-line"
              className="pointer-events-none absolute top-0 bottom-0 z-20 w-0.5 bg-red-600"
              style={{ left: LABEL_WIDTH + nowX }}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}

const EMPTY: GridReservation[] = [];
