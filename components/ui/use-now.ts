'use client';

import { useEffect, useState } from 'react';

/** The clock, read again every `everyMs`: durations on site and "late" move on without a data change. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
