import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A save button's loading state that ends when the save settles or after `limitMs`, whichever comes first,
 * so a call the service never answers does not leave the button spinning: 30 s for device types, 10 s for
 * firmware and the maintenance notice (spec 2 §9), 10 s for the e-mail chips (spec 1 §9). Without a limit it
 * lasts as long as the save.
 *
 *   const saving = useTimedLoading(10_000);
 *   <Button loading={saving.loading} onClick={() => saving.run(save)} />
 */
export function useTimedLoading(limitMs?: number) {
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    clearTimeout(timer.current);
    setLoading(true);
    if (limitMs !== undefined) timer.current = setTimeout(() => setLoading(false), limitMs);
    try {
      return await work();
    } finally {
      clearTimeout(timer.current);
      setLoading(false);
    }
  }, [limitMs]);

  return { loading, run };
}
