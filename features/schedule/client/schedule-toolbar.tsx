'use client';

import { useTranslations } from 'next-intl';
import { IntentLink } from '@/components/ui/intent-link';
import { Button } from '@/components/ui/button';
import type { ScheduleUrlState, ZoomMinutes } from '@/lib/contracts';
import { DateInput, Input, Options, Select } from '@/components/ui/field';

export interface Filters {
  search: string;
  status: string;
  carrier: string;
}

const PRINT_LINK_CLASS =
  'inline-flex items-center justify-center rounded-md border border-zinc-300 bg-white px-2.5 py-1 text-sm ' +
  'font-medium text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 ' +
  'dark:hover:bg-zinc-800';

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

/** Navigation (previous, today, next, date, day/week, zoom) and filters (branch, ramp, status, carrier). */
export function ScheduleToolbar({
  url,
  branches,
  branch,
  carriers,
  filters,
  timeZone,
  unzonedBranch,
  canEdit,
  printHref,
  onUrl,
  onStep,
  onToday,
  onFilters,
  onNew,
}: ScheduleToolbarProps) {
  const t = useTranslations('schedule.toolbar');
  const status = useTranslations('schedule');
  const common = useTranslations('common');
  return (
    <div className="space-y-2">
      <div role="toolbar" aria-label={t('label')} className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={() => onStep(-1)} aria-label={t('previous', { view: url.view })}>
          ‹ {common('previous')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onToday}>
          {t('today')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onStep(1)} aria-label={t('next', { view: url.view })}>
          {common('next')} ›
        </Button>
        <DateInput
          size="sm"
          className="text-sm"
          aria-label={t('date')}
          value={url.date}
          onChange={(e) => e.target.value && onUrl({ date: e.target.value })}
        />
        <div role="group" aria-label={t('view')} className="flex">
          {(['day', 'week'] as const).map((view) => (
            <Button
              key={view}
              variant={url.view === view ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={url.view === view}
              onClick={() => onUrl({ view, zoom: view === 'week' ? 60 : 30 })}
            >
              {t('viewName', { view })}
            </Button>
          ))}
        </div>
        <label className="flex items-center gap-1 text-sm">
          {t('zoom')}
          <Select size="sm" value={url.zoom} onChange={(e) => onUrl({ zoom: Number(e.target.value) as ZoomMinutes })}>
            {([15, 30, 60] as const).map((minutes) => (
              <option key={minutes} value={minutes}>
                {t('zoomMinutes', { minutes })}
              </option>
            ))}
          </Select>
        </label>
        <span className="text-xs text-zinc-700 dark:text-zinc-300">{t('timesIn', { timeZone })}</span>
        <IntentLink
          href={printHref}
          className={`${canEdit ? '' : 'ml-auto '}${PRINT_LINK_CLASS}`}
          title={t('printDayTitle')}
        >
          {t('printDay')}
        </IntentLink>
        {canEdit ? (
          <Button size="sm" className="ml-auto" onClick={onNew}>
            {t('newReservation')}
          </Button>
        ) : null}
      </div>
      {unzonedBranch !== null ? (
        <p className="text-xs text-amber-900 dark:text-amber-200">
          {t('unzoned', { branch: unzonedBranch, timeZone })}
        </p>
      ) : null}
      <div role="search" aria-label={t('filters')} className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-1 text-sm">
          {t('branch')}
          <Select size="sm" value={branch} onChange={(e) => onUrl({ branch: e.target.value })}>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.label}
              </option>
            ))}
            <option value="all">{t('allBranches')}</option>
          </Select>
        </label>
        <Input
          type="search"
          size="sm"
          className="text-sm"
          aria-label={t('searchRamps')}
          placeholder={t('searchRamps')}
          value={filters.search}
          onChange={(e) => onFilters({ ...filters, search: e.target.value })}
        />
        <label className="flex items-center gap-1 text-sm">
          {t('status')}
          <Select size="sm" value={filters.status} onChange={(e) => onFilters({ ...filters, status: e.target.value })}>
            <option value="">{t('all')}</option>
            {(['Approved', 'Pending', 'Rejected'] as const).map((value) => (
              <option key={value} value={value}>
                {status('status', { status: value })}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex items-center gap-1 text-sm">
          {t('carrier')}
          <Select
            size="sm"
            value={filters.carrier}
            onChange={(e) => onFilters({ ...filters, carrier: e.target.value })}
          >
            <option value="">{t('all')}</option>
            <Options items={carriers} value={(c) => c} label={(c) => c} />
          </Select>
        </label>
      </div>
    </div>
  );
}
