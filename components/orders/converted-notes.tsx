'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { dismissConvertedNote, useConvertedNotes } from '@/lib/queries';

/** Orders another planner just put into a reservation: they leave the cart, and this says who took them. */
export function ConvertedNotes() {
  const notes = useConvertedNotes();
  if (notes.length === 0) return null;
  return (
    <div className="mb-3 space-y-2">
      {notes.map((n) => {
        const one = n.orderNumbers.length === 1;
        return (
          <Alert key={n.key} tone="info">
            {one ? `Order ${n.orderNumbers[0]} left the cart` : `Orders ${n.orderNumbers.join(', ')} left the cart`}: {n.actor ?? 'someone'} put {one ? 'it' : 'them'} into a
            reservation.{' '}
            <Button size="sm" variant="secondary" className="ml-2" onClick={() => dismissConvertedNote(n.key)}>
              Dismiss
            </Button>
          </Alert>
        );
      })}
    </div>
  );
}
