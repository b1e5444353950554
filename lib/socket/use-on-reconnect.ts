"use client";

import { useEffect, useRef } from "react";
import { useSocketStatus } from "./use-socket-status";

/**
 * Calls `callback` each time the live connection opens again after having been open: events
 * sent while it was down (a network cut, another tab taking over) never arrive, so screens
 * refresh what those events would have changed.
 */
export function useOnReconnect(callback: () => void): void {
  const status = useSocketStatus();
  const wasOpen = useRef(false);
  const wentDown = useRef(false);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });

  useEffect(() => {
    if (status === "OPEN") {
      if (wasOpen.current && wentDown.current) latest.current();
      wasOpen.current = true;
      wentDown.current = false;
    } else if (wasOpen.current) {
      wentDown.current = true;
    }
  }, [status]);
}
