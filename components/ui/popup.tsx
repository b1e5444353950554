"use client";

import * as Popover from "@radix-ui/react-popover";
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { popupSide, SCROLL_CLOSE_THRESHOLD, type PopupSide } from "@/lib/ui/popup-side";

export interface PopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element the popup hangs from (a button or an input); it keeps its own focus and events. */
  anchor: ReactNode;
  children: ReactNode;
  /** Close once the page scrolls 40 px (the date picker's hide-on-scroll). */
  closeOnScroll?: boolean;
  /** Match the anchor's width (selects); otherwise the content sizes itself. */
  matchAnchorWidth?: boolean;
  align?: "start" | "center" | "end";
  className?: string;
  /** Accessible name of the popup region. */
  label?: string;
  /** Where focus goes on open; by default the popup keeps focus on the anchor (typing continues). */
  onOpenAutoFocus?: (event: Event) => void;
}

/**
 * The floating panel under selects and date pickers (spec §9): below the anchor unless 350 px do
 * not fit there, z-index 100, closed by an outside click or Escape, and optionally by scrolling.
 */
export function Popup({
  open,
  onOpenChange,
  anchor,
  children,
  closeOnScroll = false,
  matchAnchorWidth = false,
  align = "start",
  className = "",
  label,
  onOpenAutoFocus = (event) => event.preventDefault(),
}: PopupProps) {
  const anchorRef = useRef<HTMLDivElement>(null);
  const [side, setSide] = useState<PopupSide>("bottom");

  useLayoutEffect(() => {
    if (!open || !anchorRef.current) return;
    setSide(popupSide(anchorRef.current.getBoundingClientRect(), window.innerHeight));
  }, [open]);

  useEffect(() => {
    if (!open || !closeOnScroll) return;
    const start = new Map<EventTarget, number>();
    const onScroll = (event: Event) => {
      const target = event.target === document ? document.scrollingElement : event.target;
      if (!(target instanceof Element)) return;
      if (anchorRef.current && !target.contains(anchorRef.current)) return;
      const top = target.scrollTop;
      if (!start.has(target)) start.set(target, top);
      if (Math.abs(top - (start.get(target) ?? top)) >= SCROLL_CLOSE_THRESHOLD) onOpenChange(false);
    };
    // Record where each scroller stood when the popup opened, so the distance is measured from there.
    for (let el = anchorRef.current?.parentElement; el; el = el.parentElement) start.set(el, el.scrollTop);
    if (document.scrollingElement) start.set(document.scrollingElement, document.scrollingElement.scrollTop);
    window.addEventListener("scroll", onScroll, { capture: true, passive: true });
    return () => window.removeEventListener("scroll", onScroll, { capture: true });
  }, [open, closeOnScroll, onOpenChange]);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor asChild>
        <div ref={anchorRef}>{anchor}</div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          side={side}
          align={align}
          sideOffset={4}
          collisionPadding={8}
          avoidCollisions={false}
          aria-label={label}
          onOpenAutoFocus={onOpenAutoFocus}
          onInteractOutside={(event) => {
            // A press on the anchor itself toggles the popup there; do not close and reopen here.
            if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
          }}
          style={matchAnchorWidth ? { width: "var(--radix-popover-trigger-width)" } : undefined}
          className={`z-base rounded-xl border border-border bg-surface text-text shadow-lg outline-none ${className}`}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
