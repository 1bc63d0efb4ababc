import { STATUS_CLASSES } from './grid-geometry';

/** What the colours and marks mean, in words. */
export function StatusLegend() {
  const items = [
    ['Approved', 'Approved'],
    ['Pending', 'Pending (dashed border)'],
    ['Rejected', 'Rejected (struck through)'],
  ] as const;
  return (
    <ul aria-label="Legend" className="flex flex-wrap items-center gap-3 text-xs text-zinc-700 dark:text-zinc-300">
      {items.map(([status, text]) => (
        <li key={status} className="flex items-center gap-1.5">
          <span aria-hidden className={`inline-block h-3 w-5 rounded-sm border-2 ${STATUS_CLASSES[status]}`} />
          {text}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-1.5 w-5 rounded-full bg-sky-700 dark:bg-sky-300" />
        Actual stay at the gate
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-3 w-5 rounded-sm border-2 border-red-600 outline-2 outline-red-600" />
        Overlap on one ramp
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="inline-block h-3 w-0.5 bg-red-600" />
        Now
      </li>
    </ul>
  );
}
