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
  return useSyncExternalStore(subscribe, () => flashing.has(id), () => false);
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
  return useSyncExternalStore(subscribe, () => (id ? elsewhere.get(id) : undefined), () => undefined);
}
