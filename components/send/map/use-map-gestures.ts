"use client";

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from "react";
import { panBy, zoomAround, type MapView, type ScreenPoint, type Size } from "@/lib/map/view";

/** Pixels a pointer may wander before a press counts as a drag rather than a tap. */
const TAP_SLOP = 5;
/** Pixels an arrow key moves the map. */
const KEY_STEP = 80;

type SetView = (update: (view: MapView, size: Size) => MapView) => void;

const distance = (a: ScreenPoint, b: ScreenPoint) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: ScreenPoint, b: ScreenPoint) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Moving the map: drag to pan (mouse, pen or one finger), two fingers or the wheel to zoom,
 * arrows and +/− from the keyboard. A press that does not move is a tap, given to `onTap`.
 */
export function useMapGestures(
  surfaceRef: RefObject<HTMLDivElement | null>,
  setView: SetView,
  onTap: (point: ScreenPoint) => void,
) {
  const pointers = useRef(new Map<number, ScreenPoint>());
  const travelled = useRef(0);

  const local = (event: { clientX: number; clientY: number }): ScreenPoint => {
    const rect = surfaceRef.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };

  useEffect(() => {
    const element = surfaceRef.current;
    if (!element) return;
    // A wheel over the map zooms it rather than scrolling the page (React's wheel handler cannot prevent that).
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      const anchor = { x: event.clientX - rect.left, y: event.clientY - rect.top };
      const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : 1);
      const levels = Math.max(-1, Math.min(1, -pixels / 300));
      setView((view, size) => zoomAround(view, size, anchor, view.zoom + levels));
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, [surfaceRef, setView]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
    if (pointers.current.size === 1) travelled.current = 0;
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const point = local(event);
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, p]) => p);
    pointers.current.set(event.pointerId, point);
    travelled.current += distance(previous, point);
    const other = others[0];
    if (other) {
      // Two fingers: zoom by how far apart they move, and follow their middle.
      const before = distance(previous, other);
      const after = distance(point, other);
      const from = middle(previous, other);
      const to = middle(point, other);
      if (before > 0 && after > 0)
        setView((view, size) =>
          panBy(zoomAround(view, size, from, view.zoom + Math.log2(after / before)), to.x - from.x, to.y - from.y),
        );
    } else if (travelled.current > TAP_SLOP) {
      setView((view) => panBy(view, point.x - previous.x, point.y - previous.y));
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const dragged = travelled.current > TAP_SLOP;
    travelled.current = 0;
    if (!dragged) onTap(local(event));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [KEY_STEP, 0],
      ArrowRight: [-KEY_STEP, 0],
      ArrowUp: [0, KEY_STEP],
      ArrowDown: [0, -KEY_STEP],
    };
    const move = moves[event.key];
    const zoom = event.key === "+" || event.key === "=" ? 1 : event.key === "-" || event.key === "_" ? -1 : 0;
    if (move) setView((view) => panBy(view, move[0], move[1]));
    else if (zoom)
      setView((view, size) => zoomAround(view, size, { x: size.width / 2, y: size.height / 2 }, view.zoom + zoom));
    else return;
    event.preventDefault();
  };

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onClick, onKeyDown };
}
