"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";
import { INPUT_DEBOUNCE_MS, TYPING_TIMEOUT_MS } from "@/lib/date/picker-timing";

/**
 * The date picker's two timers (see picker-timing.ts): `onSettled` gets the text 500 ms after the
 * last keystroke, `onPaused` 700 ms after it. Each keystroke restarts both.
 */
export function useTypingTimers(onSettled: (text: string) => void, onPaused: (text: string) => void) {
  const [typed, setTyped] = useState<{ text: string } | null>(null);
  const waiting = useRef<string | null>(null);
  const settle = useEffectEvent(onSettled);
  const pause = useEffectEvent(onPaused);

  useEffect(() => {
    if (!typed) return;
    const settleTimer = window.setTimeout(() => {
      waiting.current = null;
      settle(typed.text);
    }, INPUT_DEBOUNCE_MS);
    const pauseTimer = window.setTimeout(() => pause(typed.text), TYPING_TIMEOUT_MS);
    return () => {
      window.clearTimeout(settleTimer);
      window.clearTimeout(pauseTimer);
    };
  }, [typed]);

  return {
    /** A keystroke: start both timers again for this text. */
    restart(text: string) {
      waiting.current = text;
      setTyped({ text });
    },
    /** Stop the timers; the text typed but not yet read, if any, is handed back to be read now. */
    flush(): string | null {
      const text = waiting.current;
      waiting.current = null;
      setTyped(null);
      return text;
    },
  };
}
