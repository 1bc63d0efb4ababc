'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Checkbox, Options, SelectField, TextField } from '@/components/ui/field';
import type { Company } from '@/lib/contracts';

export interface CartFilters {
  search: string;
  all: boolean;
  supplierId: string;
  deliveryFrom: string;
  deliveryTo: string;
}

/**
 * Search (typed text is sent after a short pause), the cart-or-all switch, and filters by supplier and delivery day.
 */
interface OrderCartToolbarProps {
  filters: CartFilters;
  suppliers: Company[];
  onChange: (next: Partial<CartFilters>) => void;
  /** Filters the service's order fields cannot answer, left out (the cart says why). */
  deliveryOff?: boolean;
  supplierOff?: boolean;
}

export function OrderCartToolbar({
  filters,
  suppliers,
  onChange,
  deliveryOff = false,
  supplierOff = false,
}: OrderCartToolbarProps) {
  const t = useTranslations('orders.toolbar');
  const [typed, setTyped] = useState(filters.search);
  // What this box last sent, until the URL has it: typing on while the page catches up must not be undone.
  const [sent, setSent] = useState<string | null>(null);
  const [inUrl, setInUrl] = useState(filters.search);
  if (filters.search !== inUrl) {
    setInUrl(filters.search);
    setSent(null);
    // Changed from outside the box ("Clear the search and filters", a link): that replaces what was typed.
    if (filters.search !== sent) setTyped(filters.search);
  }
  useEffect(() => {
    if (typed === filters.search || typed === sent) return;
    const timer = setTimeout(() => {
      setSent(typed);
      onChange({ search: typed });
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, sent, filters.search, onChange]);

  return (
    <div className="mb-4 grid items-end gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_1fr_auto]">
      <TextField
        label={t('search')}
        type="search"
        placeholder={t('searchPlaceholder')}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      {supplierOff ? null : (
        <SelectField
          label={t('supplier')}
          value={filters.supplierId}
          onChange={(e) => onChange({ supplierId: e.target.value })}
        >
          <option value="">{t('allSuppliers')}</option>
          <Options items={suppliers} value={(c) => c.Id} label={(c) => c.CompanyName} />
        </SelectField>
      )}
      {deliveryOff ? null : (
        <>
          <TextField
            label={t('deliveryFrom')}
            type="date"
            value={filters.deliveryFrom}
            onChange={(e) => onChange({ deliveryFrom: e.target.value })}
          />
          <TextField
            label={t('deliveryTo')}
            type="date"
            value={filters.deliveryTo}
            onChange={(e) => onChange({ deliveryTo: e.target.value })}
          />
        </>
      )}
      <label className="flex items-center gap-2 pb-2 text-sm">
        <Checkbox role="switch" checked={filters.all} onChange={(e) => onChange({ all: e.target.checked })} />
        {t('all')}
      </label>
    </div>
  );
}
