'use client';

// The virtualised ramp × time grid: only rows and blocks inside the scrolled window (plus overscan) are in the DOM.
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  axisWidth,
  bucketIndexAt,
  computeVisibleWindow,
  focusBucket,
  layoutBlock,
  localTimeOf,
  moveFocus,
  pxPerMinute,
  rowOffsets,
  xOf,
  type BranchGroup,
  type GridFocus,
  type NavKey,
  type NavModel,
  type Slot,
  type TimeAxis,
  type Viewport,
} from '@/lib/schedule';
import type { Ramp } from '@/lib/queries/catalog';
import type { Reservation } from '@/lib/upstream/schemas';
import { GROUP_HEIGHT, HEADER_HEIGHT, LABEL_WIDTH, ROW_HEIGHT_PX } from './grid-geometry';
import { GridHeader } from './grid-header';
import { RampRow } from './ramp-row';
import { useGridDrag, type DragCallbacks, type DragPreview } from './use-grid-drag';

export interface GridCanvasProps {
  axis: TimeAxis;
  groups: BranchGroup<Ramp>[];
  byRamp: Map<string, Reservation[]>;
  slots: Slot[];
  overlaps: Set<string>;
  busy: number[];
  utilisation: Map<string, number>;
  canEdit: boolean;
  selectedId: string | null;
  unitMinutesOf: (r: Reservation) => number;
  onOpen: (id: string) => void;
  onCreate: DragCallbacks['onCreate'];
  onMove: DragCallbacks['onMove'];
  onResize: DragCallbacks['onResize'];
}

type FlatRow = { kind: 'group'; key: string; label: string; count: number } | { kind: 'ramp'; key: string; ramp: Ramp; nav: number };
const NAV_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

export function GridCanvas(props: GridCanvasProps) {
  const { axis, groups, byRamp, slots, overlaps, busy, utilisation, canEdit, selectedId, unitMinutesOf, onOpen, onCreate, onMove, onResize } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const rowsRef = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<Viewport>({ scrollTop: 0, scrollLeft: 0, width: 1200, height: 600 });
  const [now, setNow] = useState(() => Date.now());

  const rows = useMemo<FlatRow[]>(() => {
    const out: FlatRow[] = [];
    let nav = 0;
    for (const g of groups) {
      if (groups.length > 1) out.push({ kind: 'group', key: `g:${g.branchOfficeId}`, label: g.label, count: g.ramps.length });
      for (const ramp of g.ramps) out.push({ kind: 'ramp', key: ramp.Id, ramp, nav: nav++ });
    }
    return out;
  }, [groups]);
  const rampRows = useMemo(() => rows.filter((r): r is Extract<FlatRow, { kind: 'ramp' }> => r.kind === 'ramp'), [rows]);
  const tops = useMemo(() => rowOffsets(rows.map((r) => (r.kind === 'group' ? GROUP_HEIGHT : ROW_HEIGHT_PX))), [rows]);
  const rampIdOfRow = useMemo(() => rows.map((r) => (r.kind === 'ramp' ? r.ramp.Id : null)), [rows]);
  // What the grid lays out (the virtual window renders only part of it); the benchmark compares it with its peer's.
  const laidOut = useMemo(() => rampRows.reduce((n, { ramp }) => n + (byRamp.get(ramp.Id)?.length ?? 0), 0), [rampRows, byRamp]);
  const width = LABEL_WIDTH + axisWidth(axis);
  const totalHeight = tops[tops.length - 1] ?? 0;
  // The window moves in steps of X_STEP pixels, so rows and blocks re-render only when it really changes.
  const win = useMemo(() => quantisedWindow(viewport, tops), [viewport, tops]);

  // Keyboard model: blocks per ramp row as bucket spans.
  const navModel = useMemo<NavModel>(
    () => ({
      bucketCount: axis.buckets.length,
      rows: rampRows.map(({ ramp }) =>
        (byRamp.get(ramp.Id) ?? [])
          .filter((r) => Date.parse(r.EndUtc) > axis.startUtc && Date.parse(r.StartUtc) < axis.endUtc)
          .map((r) => ({ id: r.Id, firstBucket: bucketIndexAt(axis, Date.parse(r.StartUtc)), lastBucket: bucketIndexAt(axis, Date.parse(r.EndUtc) - 1) }))
          .sort((a, b) => a.firstBucket - b.firstBucket),
      ),
    }),
    [axis, byRamp, rampRows],
  );
  const [focus, setFocus] = useState<GridFocus>({ kind: 'cell', row: 0, bucket: 0 });
  const focusRequested = useRef(false);

  const drag = useGridDrag({
    rowsRef,
    axis,
    rampIdOfRow,
    tops,
    slots,
    unitMinutesOf,
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
      [axis, onCreate, onMove, onResize, rampRows],
    ),
  });

  const topsRef = useRef(tops);
  const readViewport = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    // State changes only when the rendered window would: most scroll frames leave React alone entirely.
    const next = { scrollTop: el.scrollTop, scrollLeft: el.scrollLeft, width: el.clientWidth, height: el.clientHeight };
    setViewport((prev) => (sameWindow(quantisedWindow(prev, topsRef.current), quantisedWindow(next, topsRef.current)) && prev.width === next.width && prev.height === next.height ? prev : next));
  }, []);
  // New rows (a filter, a branch): the kept viewport is re-read against them, so the window is exact again.
  useLayoutEffect(() => {
    topsRef.current = tops;
    readViewport();
  }, [tops, readViewport]);

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    let frame = 0;
    // A transition: React builds the newly exposed blocks in slices between frames (they are in the overscan, off
    // screen) instead of holding one frame for all of them.
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => startTransition(readViewport));
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const observer = new ResizeObserver(readViewport);
    observer.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [readViewport]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  // A new range opens at "now" when it is on screen, else at 06:00 local of its first day, where work starts.
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const target = Date.now() > axis.startUtc && Date.now() < axis.endUtc ? Date.now() - 3_600_000 : axis.startUtc + 6 * 3_600_000;
    el.scrollLeft = Math.max(0, xOf(axis, target));
    const bucket = bucketIndexAt(axis, target + 3_600_000);
    setFocus({ kind: 'cell', row: 0, bucket });
    readViewport();
  }, [axis, readViewport]);

  // Keep the roving focus target on screen and focused after a keyboard move.
  useEffect(() => {
    if (!focusRequested.current) return;
    focusRequested.current = false;
    const key = focus.kind === 'block' ? `block:${focus.id}` : 'cell';
    const el = rowsRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`);
    el?.focus();
  }, [focus]);

  const safeFocus: GridFocus = focus.row < rampRows.length ? focus : { kind: 'cell', row: 0, bucket: 0 };
  const focusRampId = rampRows[safeFocus.row]?.ramp.Id ?? null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (NAV_KEYS.has(event.key)) {
      event.preventDefault();
      focusRequested.current = true;
      setFocus(moveFocus(navModel, safeFocus, event.key as NavKey));
      return;
    }
    const target = event.target as HTMLElement;
    const onCell = target.dataset.focusKey === 'cell';
    if (canEdit && focusRampId && (event.key === 'n' || event.key === 'N' || (event.key === 'Enter' && onCell))) {
      event.preventDefault();
      const bucket = axis.buckets[focusBucket(navModel, safeFocus)];
      if (bucket) onCreate(focusRampId, bucket.startUtc, bucket.endUtc);
    }
  };

  const numberOf = useCallback(
    (id: string) => {
      for (const list of byRamp.values()) for (const r of list) if (r.Id === id) return `reservation ${r.ReservationNumber}`;
      return 'another reservation';
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
    <div
      ref={scrollerRef}
      className="relative h-[calc(100vh-17rem)] min-h-96 overflow-auto rounded-lg border border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-950"
      data-testid="schedule-scroller"
    >
      <div style={{ width, height: HEADER_HEIGHT + totalHeight }}>
        <GridHeader axis={axis} busy={busy} rampCount={rampRows.length} fromX={win.fromX} toX={win.toX} width={width} />
        <div
          ref={rowsRef}
          role="group"
          aria-label={`Ramps by time, ${axis.timeZone}. Arrow keys move between blocks and cells, Enter opens${canEdit ? ', N creates a reservation at the focused cell' : ''}.`}
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
        >
          {visibleRows.map((row) => {
            const index = rows.indexOf(row);
            if (row.kind === 'group') {
              return (
                <div key={row.key} className="absolute left-0 flex items-center border-b border-zinc-300 bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-800" style={{ top: tops[index] ?? 0, height: GROUP_HEIGHT, width }}>
                  <h2 className="sticky left-0 px-3 text-sm font-semibold">
                    {row.label} <span className="font-normal text-zinc-600 dark:text-zinc-300">· {row.count} ramps</span>
                  </h2>
                </div>
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
                reservations={byRamp.get(row.ramp.Id) ?? EMPTY}
                overlaps={overlaps}
                utilisation={utilisation.get(row.ramp.Id) ?? 0}
                canEdit={canEdit}
                selectedId={selectedId}
                focusedBlockId={rampFocus?.kind === 'block' ? rampFocus.id : null}
                focusedCell={rampFocus?.kind === 'cell' ? axis.buckets[rampFocus.bucket] ?? null : null}
                draggedId={drag.preview?.reservation?.Id ?? null}
                onOpen={openBlock}
                onBlockDragStart={drag.onBlockDragStart}
                onLanePointerDown={drag.onLanePointerDown}
              />
            );
          })}
          {drag.preview ? <DragGhost axis={axis} tops={tops} rampIdOfRow={rampIdOfRow} preview={drag.preview} numberOf={numberOf} /> : null}
          {nowX !== null ? <div aria-hidden data-testid="now-line" className="pointer-events-none absolute top-0 bottom-0 z-20 w-0.5 bg-red-600" style={{ left: LABEL_WIDTH + nowX }} /> : null}
        </div>
      </div>
    </div>
  );
}

const EMPTY: Reservation[] = [];
/** Horizontal window edges snap to this many pixels: sideways scrolling then commits new blocks (style, layout, paint)
 * a few times per screen rather than every few frames, and the per-commit cost, not the block count, is what drops frames. */
const X_STEP = 1200;

/** The rendered window for a viewport: rows with overscan, and a time span with overscan snapped to X_STEP. */
function quantisedWindow(viewport: Viewport, tops: readonly number[]) {
  const raw = computeVisibleWindow(viewport, tops, 3, 600);
  return { firstRow: raw.firstRow, lastRow: raw.lastRow, fromX: Math.floor(raw.fromX / X_STEP) * X_STEP, toX: Math.ceil(raw.toX / X_STEP) * X_STEP };
}

const sameWindow = (a: ReturnType<typeof quantisedWindow>, b: ReturnType<typeof quantisedWindow>) => a.firstRow === b.firstRow && a.lastRow === b.lastRow && a.fromX === b.fromX && a.toX === b.toX;

function DragGhost({ axis, tops, rampIdOfRow, preview, numberOf }: { axis: TimeAxis; tops: readonly number[]; rampIdOfRow: readonly (string | null)[]; preview: DragPreview; numberOf: (id: string) => string }) {
  const row = rampIdOfRow.indexOf(preview.rampId);
  const box = layoutBlock(axis, preview.startUtc, preview.endUtc);
  if (row < 0 || !box) return null;
  const times = `${localTimeOf(preview.startUtc, axis.timeZone)}–${localTimeOf(preview.endUtc, axis.timeZone)}`;
  return (
    <div
      role="status"
      data-testid="drag-preview"
      data-clash={preview.clash ? 'true' : 'false'}
      className={`pointer-events-none absolute z-30 flex h-10 items-center overflow-hidden rounded-md border-2 border-dashed px-1.5 text-xs font-semibold whitespace-nowrap ${
        preview.clash ? 'border-red-700 bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-50' : 'border-indigo-700 bg-indigo-100 text-indigo-950 dark:bg-indigo-950 dark:text-indigo-50'
      }`}
      style={{ top: (tops[row] ?? 0) + 6, left: LABEL_WIDTH + box.left, width: box.width }}
    >
      {preview.clash ? `Clashes with ${numberOf(preview.clash.Id)} · ${times}` : times}
    </div>
  );
}

