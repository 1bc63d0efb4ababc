'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { MAX_ORDERS_PER_RESERVATION } from '@/lib/contracts';
import type { OrderToConvert } from './convert-orders-form';

/** The ticked orders, above the cart: one reservation for all of them, or none ticked any more. */
export function SelectedOrdersBar({
  chosen,
  onConvert,
  onClear,
}: {
  chosen: OrderToConvert[];
  onConvert: (orders: OrderToConvert[]) => void;
  onClear: () => void;
}) {
  const t = useTranslations('orders.cart');
  const tooMany = chosen.length > MAX_ORDERS_PER_RESERVATION;
  return (
    <div
      role="region"
      aria-label={t('selected')}
      className={
        'mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm ' +
        'dark:border-indigo-800 dark:bg-indigo-950'
      }
    >
      <p>
        {t.rich('selectedOrders', {
          count: chosen.length,
          numbers: chosen.map((o) => o.OrderNumber).join(', '),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <Button
        size="sm"
        disabled={tooMany}
        aria-describedby={tooMany ? 'too-many-orders' : undefined}
        onClick={() => onConvert(chosen)}
      >
        {t('createReservation')}
      </Button>
      {tooMany ? (
        <p id="too-many-orders" className="text-red-700 dark:text-red-300">
          {t('tooMany', { max: MAX_ORDERS_PER_RESERVATION, excess: chosen.length - MAX_ORDERS_PER_RESERVATION })}
        </p>
      ) : null}
      <Button size="sm" variant="secondary" onClick={onClear}>
        {t('clearSelection')}
      </Button>
    </div>
  );
}
