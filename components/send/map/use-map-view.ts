"use client";

import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { IRAN_BOUNDS } from "@/lib/map/provinces";
import { fitBounds, zoomAround, type BBox, type MapView, type Size } from "@/lib/map/view";

/** The map's size before it is measured (and where nothing measures, as on a server). */
const FALLBACK_SIZE: Size = { width: 640, height: 400 };

/**
 * The map's size and what it shows. Until the user moves the map it keeps showing the whole of
 * Iran as the map changes size; after that a resize keeps the middle where it is.
 */
export function useMapView() {
  const surfaceRef = useRef<HTMLDivElement | null>(null);
  const [size, setSize] = useState<Size>(FALLBACK_SIZE);
  const [view, setViewState] = useState<MapView>(() => fitBounds(IRAN_BOUNDS, FALLBACK_SIZE));
  const moved = useRef(false);
  const sizeRef = useRef(size);

  useLayoutEffect(() => {
    const element = surfaceRef.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth, height: element.clientHeight };
      if (!next.width || !next.height) return;
      sizeRef.current = next;
      setSize(next);
      if (!moved.current) setViewState(fitBounds(IRAN_BOUNDS, next));
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  /** Changes the view as the user asked (a drag, a zoom, a key). */
  const setView = useCallback((update: (view: MapView, size: Size) => MapView) => {
    moved.current = true;
    setViewState((view) => update(view, sizeRef.current));
  }, []);

  const fit = useCallback((bounds: BBox) => setView((_, current) => fitBounds(bounds, current, 24)), [setView]);
  const zoomBy = useCallback(
    (levels: number) =>
      setView((current, currentSize) =>
        zoomAround(
          current,
          currentSize,
          { x: currentSize.width / 2, y: currentSize.height / 2 },
          current.zoom + levels,
        ),
      ),
    [setView],
  );

  return { surfaceRef, size, view, setView, fit, zoomBy };
}
