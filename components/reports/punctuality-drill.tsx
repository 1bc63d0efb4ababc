'use client';

// The reservations behind one number of the punctuality table, 50 a page, each opening on the schedule's grid on
// its local day with its panel open.
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { PunctualityDrillRow, ReportQuery } from '@/lib/contracts';
import { usePunctualityDrill } from '@/lib/queries';
import { localDateOf, localTimeOf } from '@/lib/schedule';
import { formatHitDay } from '@/components/search/describe-hit';
import { TD, TH } from './chart-frame';
import { carrierName, formatCount, formatDelay } from './format-report';
import { OUTCOME_LABELS, type DrillTarget } from './punctuality-table';

interface PunctualityDrillProps {
  query: ReportQuery;
  target: DrillTarget;
  title: string;
  /** The branch office id as the schedule's URL takes it. */
  scheduleBranch: string;
  onClose: () => void;
}

export function PunctualityDrillDialog({ query, target, title, scheduleBranch, onClose }: PunctualityDrillProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [page, setPage] = useState(0);
  const drill = usePunctualityDrill({ ...query, ...(target.carrier !== undefined ? { carrier: target.carrier } : {}), outcome: target.outcome, page });
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const answer = drill.data;
  const first = answer ? answer.page * answer.pageSize : 0;
  const zone = answer?.timeZone ?? query.timeZone ?? 'UTC';
  const scheduleHref = (row: PunctualityDrillRow) => {
    const params = new URLSearchParams({ date: localDateOf(Date.parse(row.startUtc), zone), view: 'day' });
    if (scheduleBranch) params.set('branch', scheduleBranch);
    params.set('open', row.id);
    return `/schedule?${params.toString()}`;
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className="m-auto w-full max-w-5xl rounded-lg border border-zinc-200 bg-white p-5 text-zinc-900 shadow-xl backdrop:bg-black/40 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">Times in {zone}. Open one to see it on the schedule.</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onClose} autoFocus>
          Close
        </Button>
      </div>

      <div className="mt-4">
        {drill.isError && !answer ? (
          <Alert tone="error" title="The reservations could not be listed">
            {drill.error.message}
          </Alert>
        ) : !answer ? (
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            Loading the reservations…
          </p>
        ) : answer.total === 0 ? (
          <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
            None any more: the figures changed since the table was drawn. Close this and look at the table again.
          </p>
        ) : (
          <>
            <div className="max-h-[60vh] overflow-auto" tabIndex={0} role="region" aria-label={`${title}: reservations`}>
              <table className="w-full text-left text-sm tabular-nums">
                <thead className="sticky top-0 bg-white dark:bg-zinc-900">
                  <tr>
                    <th scope="col" className={TH}>Reservation</th>
                    <th scope="col" className={TH}>Slot</th>
                    <th scope="col" className={TH}>Ramp</th>
                    {target.carrier === undefined ? <th scope="col" className={TH}>Carrier</th> : null}
                    <th scope="col" className={TH}>Plate</th>
                    <th scope="col" className={TH}>Arrived</th>
                    <th scope="col" className={`${TH} text-right`}>Delay</th>
                    <th scope="col" className={TH}>Counted as</th>
                  </tr>
                </thead>
                <tbody>
                  {answer.rows.map((row) => {
                    const start = Date.parse(row.startUtc);
                    return (
                      <tr key={row.id} data-reservation-id={row.id}>
                        <th scope="row" className={`${TD} font-normal`}>
                          <Link href={scheduleHref(row)} className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
                            {row.number || row.id.slice(0, 8)}
                          </Link>
                        </th>
                        <td className={TD}>
                          {formatHitDay(start, zone)}, {localTimeOf(start, zone)}–{localTimeOf(Date.parse(row.endUtc), zone)}
                        </td>
                        <td className={TD}>{row.rampName ?? '–'}</td>
                        {target.carrier === undefined ? <td className={TD}>{carrierName(row.carrier)}</td> : null}
                        <td className={TD}>{row.vehiclePlate || '–'}</td>
                        <td className={TD}>{row.arrivalUtc ? `${localTimeOf(Date.parse(row.arrivalUtc), zone)}${localDateOf(Date.parse(row.arrivalUtc), zone) !== localDateOf(start, zone) ? ` (${formatHitDay(Date.parse(row.arrivalUtc), zone)})` : ''}` : '–'}</td>
                        <td className={`${TD} text-right`}>{formatDelay(row.delayMinutes)}</td>
                        <td className={TD}>{OUTCOME_LABELS[row.outcome]}{row.outcome === 'notApproved' ? ` (${row.status.toLowerCase()})` : ''}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            <nav aria-label="Pages" className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
              <p role="status">
                {formatCount(first + 1)}–{formatCount(first + answer.rows.length)} of {formatCount(answer.total)}
              </p>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>
                  Previous
                </Button>
                <Button variant="secondary" size="sm" disabled={first + answer.rows.length >= answer.total} onClick={() => setPage((p) => p + 1)}>
                  Next
                </Button>
              </div>
            </nav>
          </>
        )}
      </div>
    </dialog>
  );
}
