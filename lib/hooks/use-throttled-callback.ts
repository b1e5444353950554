"use client";

import { useCallback, useEffect, useRef } from "react";

/**
 * `callback` at most once every `intervalMs`: the first call runs at once, and calls within the
 * interval after a run fold into one more run at its end, so the last of a burst is never lost.
 */
export function useThrottledCallback(callback: () => void, intervalMs: number): () => void {
  const latest = useRef(callback);
  const lastRun = useRef(Number.NEGATIVE_INFINITY);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(() => {
    if (timer.current !== undefined) return;
    const run = () => {
      timer.current = undefined;
      lastRun.current = Date.now();
      latest.current();
    };
    const wait = lastRun.current + intervalMs - Date.now();
    if (wait <= 0) run();
    else timer.current = window.setTimeout(run, wait);
  }, [intervalMs]);
}
