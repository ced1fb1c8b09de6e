import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 2 §4/§9: after the bytes are sent, +2 every 300 ms until just above 93 (the server is still storing). */
export const SIMULATION = { tickMs: 300, step: 2, stopAbove: 93 } as const;

/** While sending: the slowest region's share of bytes, halved (0-50). */
export const sendingPercent = (fractions: readonly number[]): number =>
  fractions.length === 0 ? 0 : Math.floor(Math.min(...fractions.map((f) => Math.max(0, Math.min(1, f)))) * 50);

/** One simulated tick: +2 until the value is above the cap, then it stays. */
export const simulatedTick = (percent: number): number => (percent > SIMULATION.stopAbove ? percent : percent + SIMULATION.step);

/**
 * The progress bar of a multi-region upload: real progress (minimum across regions, halved) while
 * bytes are sent, then the simulated phase. `finish` shows 100; `reset` returns to 0 and stops the timer.
 */
export function useUploadProgress(regionCount: number) {
  const [percent, setPercent] = useState(0);
  const fractions = useRef(new Map<string, number>());
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopTimer = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stopTimer, [stopTimer]);

  const report = useCallback((region: string, fraction: number) => {
    fractions.current.set(region, fraction);
    const all = [...fractions.current.values()];
    const sent = all.length >= regionCount && all.every((f) => f >= 1);
    if (!sent) {
      setPercent(sendingPercent(all.length >= regionCount ? all : [...all, 0]));
    } else if (!timer.current) {
      setPercent(50);
      timer.current = setInterval(() => setPercent(simulatedTick), SIMULATION.tickMs);
    }
  }, [regionCount]);

  const reset = useCallback(() => {
    stopTimer();
    fractions.current.clear();
    setPercent(0);
  }, [stopTimer]);

  const finish = useCallback(() => {
    stopTimer();
    setPercent(100);
  }, [stopTimer]);

  return { percent, report, reset, finish };
}
