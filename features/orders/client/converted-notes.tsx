'use client';

import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { dismissConvertedNote, useConvertedNotes } from '@/lib/queries';

/** Orders another planner just put into a reservation: they leave the cart, and this says who took them. */
export function ConvertedNotes() {
  const t = useTranslations('orders.convertedNote');
  const notes = useConvertedNotes();
  if (notes.length === 0) return null;
  return (
    <div className="mb-3 space-y-2">
      {notes.map((n) => (
        <Alert key={n.key} tone="info">
          {t('text', {
            count: n.orderNumbers.length,
            numbers: n.orderNumbers.join(', '),
            known: String(n.actor !== null),
            actor: n.actor ?? '',
          })}{' '}
          <Button size="sm" variant="secondary" className="ml-2" onClick={() => dismissConvertedNote(n.key)}>
            {t('dismiss')}
          </Button>
        </Alert>
      ))}
    </div>
  );
}
