"use client";

import { useDirection } from "@radix-ui/react-direction";
import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from "react";

/** Spec §9: autoplay every 5000 ms; a drag longer than 0.1 of the width turns the slide. */
const CAROUSEL_INTERVAL_MS = 5000;
const CAROUSEL_DRAG_THRESHOLD = 0.1;
/** A press that moves less than this is a click, not a drag. */
const CLICK_SLOP_PX = 6;

/**
 * Which way a finished drag turns the carousel: 1 next, -1 previous, 0 stay. Slides run from the
 * start side, so in right to left the next slide sits to the left and is pulled in by dragging right.
 */
export function dragStep(
  deltaX: number,
  width: number,
  dir: "ltr" | "rtl",
  threshold = CAROUSEL_DRAG_THRESHOLD,
): -1 | 0 | 1 {
  const forward = dir === "rtl" ? deltaX : -deltaX;
  if (width <= 0 || Math.abs(forward) < width * threshold) return 0;
  return forward > 0 ? 1 : -1;
}

/** The slide after `index` moves by `step`, looping at both ends. */
export function loopIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

export interface CarouselProps {
  slides: ReactNode[];
  /** Names the region and its dots for screen readers. */
  label: string;
  interval?: number;
  className?: string;
}

/** Slides that autoplay, loop, follow a drag or swipe, and have dots (spec §4). */
export function Carousel({ slides, label, interval = CAROUSEL_INTERVAL_MS, className = "" }: CarouselProps) {
  const dir = useDirection() === "ltr" ? "ltr" : "rtl";
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [dragX, setDragX] = useState(0);
  const [paused, setPaused] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; startX: number; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const go = useCallback((step: number) => setIndex((current) => loopIndex(current, step, count)), [count]);

  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = window.setInterval(() => go(1), interval);
    return () => window.clearInterval(timer);
  }, [count, paused, interval, go, index]);

  if (index >= count && count > 0) setIndex(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (count < 2 || (event.pointerType === "mouse" && event.button !== 0)) return;
    drag.current = { id: event.pointerId, startX: event.clientX, moved: false };
    suppressClick.current = false;
    setPaused(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    const delta = event.clientX - current.startX;
    if (!current.moved && Math.abs(delta) > CLICK_SLOP_PX) {
      current.moved = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (current.moved) setDragX(delta);
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    drag.current = null;
    setPaused(false);
    if (!current.moved) return;
    suppressClick.current = true;
    const width = viewport.current?.getBoundingClientRect().width ?? 0;
    go(dragStep(event.clientX - current.startX, width, dir));
    setDragX(0);
  };

  const sign = dir === "rtl" ? 1 : -1;
  const dragging = dragX !== 0;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative overflow-hidden ${className}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div
        ref={viewport}
        className="h-full touch-pan-y select-none"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(event) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        <div
          className={`flex h-full ${dragging ? "" : "transition-transform duration-500 ease-out"}`}
          style={{ transform: `translateX(calc(${sign * index * 100}% + ${dragX}px))` }}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} از ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
              className="h-full w-full shrink-0"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="absolute inset-x-0 bottom-0.5 flex justify-center">
          {slides.map((_, i) => (
            // A 24-pixel target for a finger around the small dot that is drawn.
            <button
              key={i}
              type="button"
              aria-label={`اسلاید ${i + 1}`}
              aria-current={i === index || undefined}
              onClick={() => setIndex(i)}
              className="group flex h-6 min-w-6 items-center justify-center px-0.5"
            >
              <span
                className={`h-2 rounded-full shadow transition-all ${i === index ? "w-5 bg-white" : "w-2 bg-white/60 group-hover:bg-white/80"}`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
