"use client";

import { usePathname } from "next/navigation";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { useAccess } from "@/lib/auth/access-context";
import { DEVELOPERS_PAGES } from "./developers-pages";

/** Above each developers' page: the pages of the area the member may open, on a phone and a desktop alike. */
export function DevelopersPagesNav() {
  const pathname = usePathname();
  const { canOpen } = useAccess();
  return (
    <nav aria-label="صفحه‌های برنامه‌نویسان">
      <ul className="flex gap-2 overflow-x-auto">
        {DEVELOPERS_PAGES.filter((page) => canOpen(page.href)).map((page) => {
          const current = pathname === page.href || pathname.startsWith(`${page.href}/`);
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
