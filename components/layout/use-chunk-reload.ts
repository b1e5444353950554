"use client";

import { useEffect, useRef, useState } from "react";
import { reloadForChunkError, sessionStore, willReloadForChunkError } from "./chunk-reload";

/**
 * An error boundary's answer to its error: a failed code download reloads the page while the
 * allowance lasts (answers true, so the boundary shows a spinner); anything else is logged once.
 */
export function useChunkReload(error: unknown): boolean {
  const [reloading] = useState(() => willReloadForChunkError(error));
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (handled.current === error) return; // once per error, even when effects run twice
    handled.current = error;
    const store = sessionStore();
    const reloaded = store ? reloadForChunkError(error, store, () => window.location.reload()) : false;
    if (!reloaded) console.error(error);
  }, [error]);
  return reloading;
}
