'use client';

import { useLocale, useTranslations } from 'next-intl';
import { memo, useMemo, type PointerEvent as ReactPointerEvent } from 'react';
import { useFlashing } from '@/lib/queries';
import {
  approvalTone,
  describeReservation,
  LIFECYCLE_BADGE_KEYS,
  lifecycleBadges,
} from '../logic/describe-reservation';
import { type BlockBox } from '../logic/layout-blocks';
import { type Words } from '@/lib/i18n';
import type { GridReservation } from '@/lib/contracts';
import { fitBlockLabel } from './fit-block-label';
import { STATUS_CLASSES } from './grid-geometry';

const BLOCK_CLASS =
  'absolute top-1.5 h-10 border-2 px-1.5 text-left text-xs leading-tight focus-visible:z-20 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 ' +
  'dark:focus-visible:outline-indigo-300';
const SELECTED_CLASS = 'z-10 ring-2 ring-indigo-600 dark:ring-indigo-300';

interface ReservationBlockProps {
  reservation: GridReservation;
  box: BlockBox;
  timeZone: string;
  overlapping: boolean;
  selected: boolean;
  tabbable: boolean;
  canEdit: boolean;
  dimmed: boolean;
  onOpen: (id: string) => void;
  onDragStart: (event: ReactPointerEvent, reservation: GridReservation, mode: 'move' | 'resize') => void;
}

/** One reservation as a button: its accessible name says everything the colour and the layout show. */
export const ReservationBlock = memo(function ReservationBlock({
  reservation: r,
  box,
  timeZone,
  overlapping,
  selected,
  tabbable,
  canEdit,
  dimmed,
  onOpen,
  onDragStart,
}: ReservationBlockProps) {
  const t = useTranslations('schedule');
  const locale = useLocale();
  const wide = box.width > 120;
  // Shown on a wide block's second line only (the name says them for every block).
  const badges = useMemo(
    () => (wide ? lifecycleBadges(r).map((b) => t(`badges.${LIFECYCLE_BADGE_KEYS[b]}`)) : NO_BADGES),
    [wide, r, t],
  );
  // Changed by someone else a moment ago.
  const flashing = useFlashing(r.Id);
  const name = useMemo(() => nameOf(r, timeZone, { t, locale }, overlapping), [r, timeZone, t, locale, overlapping]);
  const plates = [r.VehicleNumberPlate, r.TrailerNumberPlate].filter(Boolean).join(' / ');
  // Few nodes per block (hundreds mount while scrolling): the name is the button's label, a narrow block's text is
  // the button's own, cut to fit, and only a wide block has a second line.
  const title = `${overlapping ? '⚠ ' : ''}${r.ReservationNumber}${wide && r.Carrier ? ` · ${r.Carrier}` : ''}`;
  return (
    <button
      type="button"
      data-reservation-id={r.Id}
      data-flashing={flashing || undefined}
      data-focus-key={`block:${r.Id}`}
      tabIndex={tabbable ? 0 : -1}
      aria-pressed={selected}
      aria-label={name}
      onClick={() => onOpen(r.Id)}
      onPointerDown={canEdit ? (e) => onDragStart(e, r, 'move') : undefined}
      // Square and unclipped, as rounded corners and a clip per block are costly to paint without a GPU: a narrow
      // block's text is cut to fit instead, and only a wide block's two lines clip (see
      // docs/decisions/0502-square-unclipped-grid-blocks.md).
      style={{
        left: box.left,
        width: box.width,
        touchAction: canEdit ? 'none' : undefined,
        contain: 'size layout style',
      }}
      className={
        `${BLOCK_CLASS} ${STATUS_CLASSES[approvalTone(r.ApprovalStatus)]} ` +
        `${overlapping ? 'outline-2 outline-red-600' : ''} ${selected ? SELECTED_CLASS : ''} ` +
        `${dimmed ? 'opacity-40' : ''} ${flashing ? 'live-flash' : ''} ${canEdit ? 'cursor-grab' : 'cursor-pointer'} ` +
        `${wide ? 'flex flex-col' : 'block font-semibold whitespace-nowrap'}`
      }
    >
      {wide ? (
        <>
          <span className="truncate font-semibold">{title}</span>
          <span className="truncate">
            {plates}
            {r.OrderNumbers ? `${plates ? ' · ' : ''}${r.OrderNumbers}` : ''}
            {badges.length ? ` · ${badges.join(', ')}` : ''}
          </span>
        </>
      ) : (
        fitBlockLabel(title, box.width)
      )}
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

const NO_BADGES: string[] = [];

// A block scrolled out and back in is mounted anew: its name, the costliest part of a block, is kept with the row
// it was made from (a changed reservation is a new row, so a new name), per language rather than per translator:
// each block's useTranslations() gives a translator of its own, so a key on it would miss on every mount (see
// docs/decisions/0600-grid-keeps-its-formatted-words.md).
const names = new WeakMap<GridReservation, { locale: string; timeZone: string; overlapping: boolean; name: string }>();
function nameOf(r: GridReservation, timeZone: string, words: Words<'schedule'>, overlapping: boolean): string {
  const kept = names.get(r);
  if (kept && kept.locale === words.locale && kept.timeZone === timeZone && kept.overlapping === overlapping)
    return kept.name;
  const name = describeReservation(r, timeZone, words, { overlapping });
  names.set(r, { locale: words.locale, timeZone, overlapping, name });
  return name;
}
