import Link from "next/link";
import type { ReactNode } from "react";

const ITEM =
  "flex h-10 w-full cursor-pointer select-none items-center gap-2.5 rounded-lg px-3 text-sm outline-none hover:bg-surface-2 focus-visible:bg-surface-2 focus-visible:ring-2 focus-visible:ring-primary aria-disabled:cursor-default aria-disabled:opacity-60";

/** A menu item that leads to another page. */
export function MenuLinkItem({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} prefetch={false} role="menuitem" tabIndex={-1} className={ITEM}>
      {children}
    </Link>
  );
}

/** A menu item that does something here; a disabled one stays in place and announces it. */
export function MenuActionItem({
  onSelect,
  disabled = false,
  className = "",
  children,
}: {
  onSelect: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      onClick={(event) => {
        if (disabled) event.stopPropagation();
        else onSelect();
      }}
      className={`${ITEM} ${className}`}
    >
      {children}
    </button>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <div role="separator" className="my-1 h-px bg-border" />;
}
