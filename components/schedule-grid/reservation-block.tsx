'use client';

import { memo, useMemo, type PointerEvent as ReactPointerEvent } from 'react';
import { approvalTone, describeReservation, lifecycleBadges, type BlockBox } from '@/lib/schedule';
import type { Reservation } from '@/lib/upstream/schemas';
import { STATUS_CLASSES } from './grid-geometry';

interface ReservationBlockProps {
  reservation: Reservation;
  box: BlockBox;
  timeZone: string;
  overlapping: boolean;
  selected: boolean;
  tabbable: boolean;
  canEdit: boolean;
  dimmed: boolean;
  onOpen: (id: string) => void;
  onDragStart: (event: ReactPointerEvent, reservation: Reservation, mode: 'move' | 'resize') => void;
}

/** One reservation as a button: its accessible name says everything the colour and the layout show. */
export const ReservationBlock = memo(function ReservationBlock({ reservation: r, box, timeZone, overlapping, selected, tabbable, canEdit, dimmed, onOpen, onDragStart }: ReservationBlockProps) {
  const badges = useMemo(() => lifecycleBadges(r), [r]);
  const name = useMemo(() => describeReservation(r, timeZone, { overlapping }), [r, timeZone, overlapping]);
  const wide = box.width > 120;
  const plates = [r.VehicleNumberPlate, r.TrailerNumberPlate].filter(Boolean).join(' / ');
  return (
    <button
      type="button"
      data-reservation-id={r.Id}
      data-focus-key={`block:${r.Id}`}
      tabIndex={tabbable ? 0 : -1}
      aria-pressed={selected}
      onClick={() => onOpen(r.Id)}
      onPointerDown={canEdit ? (e) => onDragStart(e, r, 'move') : undefined}
      style={{ left: box.left, width: box.width, touchAction: canEdit ? 'none' : undefined, contain: 'strict' }}
      className={`absolute top-1.5 flex h-10 flex-col overflow-hidden rounded-md border-2 px-1.5 text-left text-xs leading-tight focus-visible:z-20 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-300 ${STATUS_CLASSES[approvalTone(r.ApprovalStatus)]} ${
        overlapping ? 'outline-2 outline-red-600' : ''
      } ${selected ? 'z-10 ring-2 ring-indigo-600 dark:ring-indigo-300' : ''} ${dimmed ? 'opacity-40' : ''} ${canEdit ? 'cursor-grab' : 'cursor-pointer'}`}
    >
      {/* The name is the full description; the visible text is a shortened view of it. */}
      <span className="sr-only">{name}</span>
      <span aria-hidden className="truncate font-semibold">
        {overlapping ? <span aria-hidden>⚠ </span> : null}
        {r.ReservationNumber}
        {wide && r.Carrier ? ` · ${r.Carrier}` : ''}
      </span>
      {wide ? (
        <span aria-hidden className="truncate">
          {plates}
          {r.OrderNumbers ? `${plates ? ' · ' : ''}${r.OrderNumbers}` : ''}
          {badges.length ? ` · ${badges.join(', ')}` : ''}
        </span>
      ) : null}
      {canEdit ? (
        <span
          aria-hidden
          data-resize-handle
          onPointerDown={(e) => {
            e.stopPropagation();
            onDragStart(e, r, 'resize');
          }}
          className="absolute inset-y-0 right-0 w-2 cursor-ew-resize bg-current/20 hover:bg-current/40"
        />
      ) : null}
    </button>
  );
});
