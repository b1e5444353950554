"use client";

import { usePathname } from "next/navigation";
import { useAccess } from "@/lib/auth/access-context";
import { isActivePath, visibleNavGroups, type NavItem } from "@/lib/navigation/nav-items";
import { NavBadge } from "./nav-badge";
import { PanelIcon } from "@/components/ui/panel-icon";
import { PrefetchLink } from "./prefetch-link";

function SidebarLink({ item, pathname, nested = false }: { item: NavItem; pathname: string; nested?: boolean }) {
  const active = isActivePath(pathname, item.href);
  return (
    <PrefetchLink
      href={item.href}
      aria-current={active ? "page" : undefined}
      className={`flex items-center gap-3 rounded-lg px-3 text-sm transition-colors ${nested ? "h-9 ps-10" : "h-10"} ${
        active ? "bg-primary-soft font-medium text-primary" : "text-text hover:bg-surface-2"
      }`}
    >
      {nested ? null : <PanelIcon name={item.icon} className="size-5 shrink-0" />}
      <span className="truncate">{item.label}</span>
      {item.badge ? <NavBadge kind={item.badge} className="ms-auto" /> : null}
    </PrefetchLink>
  );
}

/** The desktop navigation (spec §2), from the one nav list; only areas whose pages exist and the member's role reaches. */
export function Sidebar({ className = "" }: { className?: string }) {
  const pathname = usePathname();
  const { access } = useAccess();
  const groups = visibleNavGroups(undefined, access);
  return (
    <aside className={`w-64 shrink-0 flex-col border-e border-border bg-surface ${className}`}>
      <div className="flex h-16 shrink-0 items-center gap-2 border-b border-border px-5">
        <span className="flex size-9 items-center justify-center rounded-xl bg-primary text-on-primary">
          <PanelIcon name="message" className="size-5" />
        </span>
        <span className="text-base font-bold">پنل پیامک</span>
      </div>
      <nav aria-label="منوی اصلی" className="min-h-0 flex-1 overflow-y-auto p-3">
        {groups.map((group) => (
          <div key={group.id} className="mb-4 last:mb-0">
            {group.title ? <p className="mb-1 px-3 text-xs font-medium text-muted">{group.title}</p> : null}
            <ul className="flex flex-col gap-0.5">
              {group.items.map((item) => (
                <li key={item.id}>
                  <SidebarLink item={item} pathname={pathname} />
                  {item.children ? (
                    <ul className="mt-0.5 flex flex-col gap-0.5">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <SidebarLink item={child} pathname={pathname} nested />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
