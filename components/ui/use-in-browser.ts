'use client';

import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * True once the component renders in the browser, false on the server and in the hydrating render, so what needs
 * the browser ("now", its time zone) renders only after hydration, without a mismatch.
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
