'use client';

// The page's one EventSource on /api/live: every change anyone makes lands in the caches in place.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TAB_ID } from '@/lib/api-client';
import { GRID_FIELDS, type GridReservation, type OrderPage, type OrdersQuery, type Reservation } from '@/lib/contracts';
import { acknowledgeChange, flashReservation, noteChangedElsewhere, noteOrderConverted } from './live-marks';
import { deletedKeys, orderKeys } from './live-keys';
import { dropReservationFromCaches, putReservationInCaches, reservationKeys, sameFields } from './reservations';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

// `own`: the server's word that this tab made the change (the tab id is bound to the session, lib/live).
interface ChangedFrame {
  id: string;
  reservation: Reservation;
  own?: boolean;
  actor?: string;
  at: string;
}

interface OrderFrame {
  id: string;
  /** 'converted' when Slotboard put the order into a reservation. */
  event?: string;
  own?: boolean;
  actor?: string;
  at: string;
}

interface DeletedFrame {
  id: string;
  number?: string;
  own?: boolean;
  actor?: string;
  at: string;
}

function read<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(event.data as string) as T;
  } catch {
    return null;
  }
}

export function useLiveUpdates(): LiveStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    let source: EventSource;
    let connectedBefore = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    /** Refused or failed connections in a row since the last one that came up. */
    let refusals = 0;

    // Webhooks name ids in the service's own case; the caches use the case the list gave.
    function findCached(id: string): { reservation: Reservation | GridReservation; whole: boolean } | undefined {
      const lower = id.toLowerCase();
      const detail = client.getQueryData<Reservation>(reservationKeys.detail(id));
      if (detail) return { reservation: detail, whole: true };
      for (const [, data] of client.getQueriesData<{ reservations: GridReservation[] }>({
        queryKey: reservationKeys.ranges(),
      })) {
        const hit = data?.reservations.find((r) => r.Id.toLowerCase() === lower);
        if (hit) return { reservation: hit, whole: false };
      }
      return undefined;
    }

    function connect() {
      source = new EventSource(`/api/live?tab=${encodeURIComponent(TAB_ID)}`);
      source.addEventListener('ready', () => {
        // Whatever changed while the connection was down was not sent: reload what is shown.
        if (connectedBefore) {
          void client.invalidateQueries({ queryKey: reservationKeys.all });
          void client.invalidateQueries({ queryKey: orderKeys.all });
          void client.invalidateQueries({ queryKey: deletedKeys.all });
        }
        connectedBefore = true;
        refusals = 0;
        setStatus('live');
      });
      source.addEventListener('reservation', (event) => {
        const frame = read<ChangedFrame>(event as MessageEvent);
        if (!frame?.reservation?.Id) return;
        const id = frame.reservation.Id;
        const cached = findCached(id);
        // A grid row holds only what the grid draws, so against one only those fields are compared.
        const same =
          cached !== undefined &&
          sameFields(cached.reservation, frame.reservation, cached.whole ? undefined : GRID_FIELDS);
        putReservationInCaches(client, frame.reservation);
        if (frame.own || same) return;
        flashReservation(id);
        noteChangedElsewhere(id, { actor: frame.actor ?? null, at: frame.at, deleted: false });
      });
      source.addEventListener('reservation-deleted', (event) => {
        const frame = read<DeletedFrame>(event as MessageEvent);
        if (!frame?.id) return;
        const id = findCached(frame.id)?.reservation.Id ?? frame.id;
        dropReservationFromCaches(client, id);
        // The audit has its row by the time the deletion is announced.
        void client.invalidateQueries({ queryKey: deletedKeys.all });
        if (frame.own) acknowledgeChange(id);
        else noteChangedElsewhere(id, { actor: frame.actor ?? null, at: frame.at, deleted: true });
      });
      // An order frame names only the order: every cart page, sum and row list shown is read again. A conversion
      // by someone else of an order this tab shows is said in a note, as the order leaves the cart.
      source.addEventListener('order', (event) => {
        const frame = read<OrderFrame>(event as MessageEvent);
        if (frame?.id && frame.event === 'converted' && !frame.own) {
          const lower = frame.id.toLowerCase();
          // Only carts on screen: a page left behind, or the every-order view, saw nothing leave.
          const shown = client
            .getQueriesData<OrderPage>({ queryKey: orderKeys.pages(), type: 'active' })
            .filter(([key]) => (key[2] as OrdersQuery | undefined)?.inCart === true)
            .flatMap(([, page]) => page?.orders ?? [])
            .find((o) => o.Id.toLowerCase() === lower && !o.ExistsInReservation);
          if (shown) noteOrderConverted(shown.OrderNumber, frame.actor ?? null, frame.at);
        }
        void client.invalidateQueries({ queryKey: orderKeys.all });
      });
      source.addEventListener('resync', () => {
        void client.invalidateQueries({ queryKey: reservationKeys.all });
        void client.invalidateQueries({ queryKey: deletedKeys.all });
      });
      source.addEventListener('error', () => {
        setStatus('reconnecting');
        // The browser retries by itself after a dropped connection, but not after an error status (a restart
        // mid-deploy, an expired session, too many tabs open: 429): then a new connection is opened later, a
        // little later each time (5 s doubling to 60 s, jittered so many tabs do not come back at once).
        if (source.readyState !== EventSource.CLOSED) return;
        const delay = Math.min(60_000, 5_000 * 2 ** refusals) * (0.75 + Math.random() * 0.5);
        refusals = Math.min(refusals + 1, 4);
        retry = setTimeout(connect, delay);
      });
    }

    connect();
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [client]);

  return status;
}
