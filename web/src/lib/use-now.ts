import { useEffect, useState } from 'react';

/** The time now, read again every `everyMs`, so what depends on it (a window's end) changes without a reload. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
