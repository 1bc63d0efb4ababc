'use client';

import { useTranslations } from 'next-intl';
import { SidePanel } from '@/components/ui/side-panel';
import { ConvertOrdersForm, type OrderToConvert } from '@/features/orders';
import type { Reservation } from '@/lib/contracts';

interface ConvertOrdersPanelProps {
  orders: OrderToConvert[];
  /** Where a drop on the grid put them; the first ramp at 09:00 of the shown day when ticked in the order cart. */
  start?: { ResourceId: string; startUtc: number };
  branchTimeZones: Record<string, string>;
  onClose: () => void;
  /** `href` is the new reservation's day and branch office on the schedule. */
  onDone: (reservation: Reservation, href: string) => void;
}

/** The side panel that turns orders into one reservation; a new drop starts its form afresh. */
export function ConvertOrdersPanel({ orders, start, branchTimeZones, onClose, onDone }: ConvertOrdersPanelProps) {
  const t = useTranslations('schedule.board');
  const ids = orders.map((o) => o.Id).join();
  return (
    <SidePanel title={t('ordersPanel')} shownKey={ids} onClose={onClose}>
      <ConvertOrdersForm
        key={`${ids}@${start?.ResourceId ?? ''}:${start?.startUtc ?? ''}`}
        orders={orders}
        start={start}
        branchTimeZones={branchTimeZones}
        onCancel={onClose}
        onDone={(reservation, _orders, href) => onDone(reservation, href)}
      />
    </SidePanel>
  );
}
