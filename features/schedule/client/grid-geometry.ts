// Fixed sizes of the grid's parts, shared by the canvas, its rows and the drag logic.
export const HEADER_HEIGHT = 52;
export const GROUP_HEIGHT = 32;
export const LABEL_WIDTH = 208;
export { ROW_HEIGHT_PX } from '../logic/layout-blocks';

/** Tailwind classes per approval status; the legend and the blocks' own text carry the meaning too. */
export const STATUS_CLASSES: Record<string, string> = {
  Approved:
    'border-emerald-700 bg-emerald-100 text-emerald-950 ' +
    'dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
  Pending:
    'border-amber-700 border-dashed bg-amber-100 text-amber-950 ' +
    'dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
  Rejected:
    'border-rose-700 bg-rose-100 text-rose-950 line-through decoration-rose-700/60 ' +
    'dark:border-rose-400 dark:bg-rose-950 dark:text-rose-50',
  Other: 'border-zinc-600 bg-zinc-100 text-zinc-900 dark:border-zinc-400 dark:bg-zinc-800 dark:text-zinc-50',
};
