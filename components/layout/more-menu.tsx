"use client";

import { useAccess } from "@/lib/auth/access-context";
import { moreMenuGroups } from "@/lib/navigation/nav-items";
import { PanelIcon } from "@/components/ui/panel-icon";
import { NavBadge } from "./nav-badge";
import { PrefetchLink } from "./prefetch-link";

/** Every visible area the phone's bottom bar has no room for, grouped as in the sidebar. */
export function MoreMenu() {
  const { access } = useAccess();
  return (
    <nav aria-label="همهٔ بخش‌ها" className="flex flex-col gap-5">
      {moreMenuGroups(undefined, access).map((group) => (
        <section key={group.id} aria-labelledby={group.title ? `more-${group.id}` : undefined}>
          {group.title ? (
            <h2 id={`more-${group.id}`} className="mb-2 px-1 text-sm font-medium text-muted">
              {group.title}
            </h2>
          ) : null}
          <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
            {group.items.map((item) => (
              <li key={item.id}>
                <PrefetchLink href={item.href} className="flex items-center gap-3 px-4 py-3.5 hover:bg-surface-2">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <PanelIcon name={item.icon} className="size-5" />
                  </span>
                  <span className="flex-1 font-medium">{item.label}</span>
                  {item.badge ? <NavBadge kind={item.badge} /> : null}
                  <PanelIcon name="chevron" className="size-4 text-muted rtl:rotate-180" />
                </PrefetchLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
