'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LiveIndicator } from '@/components/ui/live-indicator';
import type { LiveStatus } from '@/lib/queries';
import { StatusLegend } from './status-legend';

interface ScheduleHeadingProps {
  canEdit: boolean;
  showOrders: boolean;
  onToggleOrders: () => void;
  live: LiveStatus;
}

/** The page's title, the order cart's switch for planners, whether the grid is live, and what its colours mean. */
export function ScheduleHeading({ canEdit, showOrders, onToggleOrders, live }: ScheduleHeadingProps) {
  const t = useTranslations('schedule.board');
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-semibold tracking-tight">{t('heading')}</h1>
      <div className="flex flex-wrap items-center gap-4">
        {canEdit ? (
          <Button size="sm" variant="secondary" aria-pressed={showOrders} onClick={onToggleOrders}>
            {t('orderCart', { shown: String(showOrders) })}
          </Button>
        ) : null}
        <LiveIndicator status={live} />
        <StatusLegend />
      </div>
    </div>
  );
}
