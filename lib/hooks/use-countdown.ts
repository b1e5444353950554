"use client";

import { useCallback, useEffect, useState } from "react";

const TICK_MS = 250;

const wholeSeconds = (seconds: number) => Math.max(0, Math.ceil(seconds));

/**
 * Seconds left until a deadline, read from the clock rather than counted in ticks, so a throttled
 * background tab still shows the right time. Counting starts at `initialSeconds` on mount;
 * `start(seconds)` restarts it.
 */
export function useCountdown(initialSeconds = 0) {
  const [deadline, setDeadline] = useState(() => Date.now() + wholeSeconds(initialSeconds) * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = wholeSeconds((deadline - now) / 1000);
  const running = remaining > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setDeadline(at + wholeSeconds(seconds) * 1000);
  }, []);

  return { remaining, running, start };
}

/** m:ss, e.g. 0:45 or 1:05. */
export function formatCountdown(seconds: number): string {
  const s = wholeSeconds(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
