'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * The browser's own time zone; null while the page renders on the server and hydrates. Hydration keeps the server's
 * attributes, so a link built with the server's zone (an export with date filters) would stay on the page.
 */
export function useOwnZone(): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}
