'use client';

import Link from 'next/link';
import { Button } from '@/components/ui/button';
import type { ScheduleUrlState, ZoomMinutes } from '@/lib/schedule';
import { Options } from '@/components/ui/field';

export interface Filters {
  search: string;
  status: string;
  carrier: string;
}

interface ScheduleToolbarProps {
  url: ScheduleUrlState;
  branches: { id: string; label: string }[];
  branch: string;
  carriers: string[];
  filters: Filters;
  timeZone: string;
  /** The shown branch office's name when no time zone is set for it, so its times are in the browser's zone. */
  unzonedBranch: string | null;
  canEdit: boolean;
  /** The printed day plan of the shown day (and branch office). */
  printHref: string;
  onUrl: (change: Partial<ScheduleUrlState>) => void;
  onStep: (direction: -1 | 1) => void;
  onToday: () => void;
  onFilters: (filters: Filters) => void;
  onNew: () => void;
}

const CONTROL = 'rounded-md border border-zinc-300 bg-white px-2 py-1.5 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100';

/** Navigation (previous, today, next, date, day/week, zoom) and filters (branch, ramp, status, carrier). */
export function ScheduleToolbar({ url, branches, branch, carriers, filters, timeZone, unzonedBranch, canEdit, printHref, onUrl, onStep, onToday, onFilters, onNew }: ScheduleToolbarProps) {
  const unit = url.view === 'week' ? 'week' : 'day';
  return (
    <div className="space-y-2">
      <div role="toolbar" aria-label="Schedule navigation" className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onStep(-1)} aria-label={`Previous ${unit}`}>
          ‹ Previous
        </Button>
        <Button variant="secondary" size="sm" onClick={onToday}>
          Today
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onStep(1)} aria-label={`Next ${unit}`}>
          Next ›
        </Button>
        <input type="date" aria-label="Date" className={CONTROL} value={url.date} onChange={(e) => e.target.value && onUrl({ date: e.target.value })} />
        <div role="group" aria-label="View" className="flex">
          {(['day', 'week'] as const).map((view) => (
            <Button key={view} variant={url.view === view ? 'primary' : 'secondary'} size="sm" aria-pressed={url.view === view} onClick={() => onUrl({ view, zoom: view === 'week' ? 60 : 30 })}>
              {view === 'day' ? 'Day' : 'Week'}
            </Button>
          ))}
        </div>
        <label className="flex items-center gap-1 text-sm">
          Zoom
          <select className={CONTROL} value={url.zoom} onChange={(e) => onUrl({ zoom: Number(e.target.value) as ZoomMinutes })}>
            <option value={15}>15 min</option>
            <option value={30}>30 min</option>
            <option value={60}>60 min</option>
          </select>
        </label>
        <span className="text-xs text-zinc-700 dark:text-zinc-300">Times in {timeZone}</span>
        <Link
          href={printHref}
          className={`${canEdit ? '' : 'ml-auto '}inline-flex items-center justify-center rounded-md border border-zinc-300 bg-white px-2.5 py-1 text-sm font-medium text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800`}
          title="One A4 landscape sheet per branch office: ramps by hours, every reservation with its time, carrier, plates and orders"
        >
          Print day
        </Link>
        {canEdit ? (
          <Button size="sm" className="ml-auto" onClick={onNew}>
            New reservation
          </Button>
        ) : null}
      </div>
      {unzonedBranch !== null ? (
        <p className="text-xs text-amber-900 dark:text-amber-200">
          Times for {unzonedBranch} are shown in your browser’s zone ({timeZone}): no time zone is set for this branch office yet. An administrator sets it under Admin → Connection.
        </p>
      ) : null}
      <div role="search" aria-label="Filters" className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1 text-sm">
          Branch office
          <select className={CONTROL} value={branch} onChange={(e) => onUrl({ branch: e.target.value })}>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}
              </option>
            ))}
            <option value="all">All branch offices</option>
          </select>
        </label>
        <input type="search" aria-label="Search ramps" placeholder="Search ramps" className={CONTROL} value={filters.search} onChange={(e) => onFilters({ ...filters, search: e.target.value })} />
        <label className="flex items-center gap-1 text-sm">
          Status
          <select className={CONTROL} value={filters.status} onChange={(e) => onFilters({ ...filters, status: e.target.value })}>
            <option value="">All</option>
            <option value="Approved">Approved</option>
            <option value="Pending">Pending</option>
            <option value="Rejected">Rejected</option>
          </select>
        </label>
        <label className="flex items-center gap-1 text-sm">
          Carrier
          <select className={CONTROL} value={filters.carrier} onChange={(e) => onFilters({ ...filters, carrier: e.target.value })}>
            <option value="">All</option>
            <Options items={carriers} value={(c) => c} label={(c) => c} />
          </select>
        </label>
      </div>
    </div>
  );
}
