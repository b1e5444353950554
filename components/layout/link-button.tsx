import type { ReactNode } from "react";
import { PrefetchLink } from "@/components/layout/prefetch-link";

const VARIANTS = {
  primary: "bg-primary text-on-primary hover:bg-primary-hover",
  secondary: "border border-border bg-surface text-text hover:bg-surface-2",
} as const;

const SIZES = { md: "h-8 px-3 text-sm gap-1.5", lg: "h-10 px-4 text-sm gap-2" } as const;

/** A link that looks like the panel's button: it leads to another screen rather than acting here. */
export function LinkButton({
  href,
  children,
  variant = "primary",
  size = "lg",
  className = "",
  "aria-label": ariaLabel,
}: {
  href: string;
  children: ReactNode;
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  className?: string;
  "aria-label"?: string;
}) {
  return (
    <PrefetchLink
      href={href}
      aria-label={ariaLabel}
      className={`inline-flex shrink-0 items-center justify-center rounded-lg font-medium transition-colors ${SIZES[size]} ${VARIANTS[variant]} ${className}`}
    >
      {children}
    </PrefetchLink>
  );
}
