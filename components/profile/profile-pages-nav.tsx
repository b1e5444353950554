"use client";

import { usePathname } from "next/navigation";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { useAccess } from "@/lib/auth/access-context";
import { PROFILE_DESKTOP_PAGES } from "./profile-screens";

/** On a desktop, the profile's pages the member may open, side by side above each of them; a phone reaches them from /profile's menu. */
export function ProfilePagesNav() {
  const pathname = usePathname();
  const { canOpen } = useAccess();
  return (
    <nav aria-label="صفحه‌های پروفایل" className="hidden md:block">
      <ul className="flex gap-2 overflow-x-auto">
        {PROFILE_DESKTOP_PAGES.filter((page) => canOpen(page.href)).map((page) => {
          const current = pathname === page.href;
          return (
            <li key={page.href}>
              <PrefetchLink
                href={page.href}
                aria-current={current ? "page" : undefined}
                className={`inline-flex h-10 items-center rounded-xl px-4 text-sm font-medium whitespace-nowrap transition-colors ${
                  current ? "bg-primary text-on-primary" : "bg-surface text-text hover:bg-primary-soft"
                }`}
              >
                {page.title}
              </PrefetchLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
