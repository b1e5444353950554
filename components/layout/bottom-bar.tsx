"use client";

import { usePathname } from "next/navigation";
import { useAccess } from "@/lib/auth/access-context";
import { bottomBarItems, isActivePath, MORE_MENU_HREF, moreMenuGroups } from "@/lib/navigation/nav-items";
import { NavBadge } from "./nav-badge";
import { PanelIcon } from "@/components/ui/panel-icon";
import { PrefetchLink } from "./prefetch-link";

const MORE_ITEM = { id: "more", label: "بیشتر", href: MORE_MENU_HREF, icon: "grid" } as const;

/**
 * The mobile navigation that replaces the sidebar below 768 px (spec §2), from the same nav list and
 * access map; «بیشتر» leads to the areas it has no room for.
 */
export function BottomBar({ className = "" }: { className?: string }) {
  const pathname = usePathname();
  const { access } = useAccess();
  const more = moreMenuGroups(undefined, access).length > 0 ? [MORE_ITEM] : [];
  const items = [...bottomBarItems(undefined, access), ...more];
  return (
    <nav
      aria-label="منوی اصلی"
      className={`shrink-0 border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] ${className}`}
    >
      <ul className="flex h-16 items-stretch justify-around">
        {items.map((item) => {
          const active = isActivePath(pathname, item.href);
          return (
            <li key={item.id} className="flex min-w-0 flex-1">
              <PrefetchLink
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={`relative flex flex-1 flex-col items-center justify-center gap-1 text-xs ${active ? "font-medium text-primary" : "text-muted"}`}
              >
                <PanelIcon name={item.icon} className="size-6" />
                {"badge" in item && item.badge ? (
                  <NavBadge kind={item.badge} className="absolute start-1/2 top-1.5 ms-2" />
                ) : null}
                <span className="truncate">{item.label}</span>
              </PrefetchLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
