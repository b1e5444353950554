"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, type ComponentProps } from "react";
import { NavigationPending } from "./navigation-pending";

/** Spec §9: links prefetch their page once the pointer has rested on them for 100 ms. */
const PREFETCH_DELAY_MS = 100;

export type PrefetchLinkProps = Omit<ComponentProps<typeof Link>, "prefetch" | "href"> & { href: string };

/** A panel link that prefetches on hover (after a short rest) or focus, not on sight, and shows its page coming. */
export function PrefetchLink({
  href,
  onMouseEnter,
  onMouseLeave,
  onFocus,
  onClick,
  children,
  ...rest
}: PrefetchLinkProps) {
  const router = useRouter();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => router.prefetch(href), PREFETCH_DELAY_MS);
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event) => {
        window.clearTimeout(timer.current);
        onMouseLeave?.(event);
      }}
      onFocus={(event) => {
        // Keyboard focus only: a pointer focuses the link on its way to clicking it, and a prefetch
        // started then would hold the navigation until it answers.
        if (event.currentTarget.matches(":focus-visible")) router.prefetch(href);
        onFocus?.(event);
      }}
      onClick={(event) => {
        window.clearTimeout(timer.current);
        onClick?.(event);
      }}
      {...rest}
    >
      {children}
      <NavigationPending />
    </Link>
  );
}
