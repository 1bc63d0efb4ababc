'use client';

// What live events leave behind for the page: which blocks flash, and which reservations someone else changed
// (so a planner editing one is told before saving). Small external stores: a block subscribes to its own id only.
import { useSyncExternalStore } from 'react';

const FLASH_MS = 2_500;

export interface ElsewhereChange {
  actor: string | null;
  at: string;
  deleted: boolean;
}

const flashing = new Set<string>();
const elsewhere = new Map<string, ElsewhereChange>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function flashReservation(id: string) {
  flashing.add(id);
  notify();
  setTimeout(() => {
    flashing.delete(id);
    notify();
  }, FLASH_MS);
}

export function useFlashing(id: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => flashing.has(id),
    () => false,
  );
}

export function noteChangedElsewhere(id: string, change: ElsewhereChange) {
  elsewhere.set(id, change);
  notify();
}

/** Forgets it once the planner has seen the new version (reloaded the form or saved over it). */
export function acknowledgeChange(id: string) {
  if (elsewhere.delete(id)) notify();
}

export function useChangedElsewhere(id: string | null): ElsewhereChange | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (id ? elsewhere.get(id) : undefined),
    () => undefined,
  );
}

// Notes stay until the planner dismisses them (no timed text to catch), the newest few only.
const MAX_NOTES = 5;

/** Orders someone else converted while this cart showed them: one note per conversion (same actor and time). */
export interface ConvertedNote {
  key: string;
  actor: string | null;
  orderNumbers: string[];
}

let converted: ConvertedNote[] = [];

export function noteOrderConverted(orderNumber: string, actor: string | null, at: string) {
  const key = `${actor ?? ''}|${at}`;
  const same = converted.find((n) => n.key === key);
  if (same?.orderNumbers.includes(orderNumber)) return;
  converted = same
    ? converted.map((n) => (n === same ? { ...n, orderNumbers: [...n.orderNumbers, orderNumber] } : n))
    : [...converted, { key, actor, orderNumbers: [orderNumber] }].slice(-MAX_NOTES);
  notify();
}

export function dismissConvertedNote(key: string) {
  converted = converted.filter((n) => n.key !== key);
  notify();
}

const NO_NOTES: ConvertedNote[] = [];
export function useConvertedNotes(): ConvertedNote[] {
  return useSyncExternalStore(
    subscribe,
    () => converted,
    () => NO_NOTES,
  );
}
