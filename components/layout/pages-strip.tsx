"use client";

import { usePathname } from "next/navigation";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { useAccess } from "@/lib/auth/access-context";

interface StripPage {
  href: string;
  title: string;
}

/**
 * An area's pages side by side above each of them: those the member may open, the current one
 * marked (with `withSubpages`, also on the pages below it).
 */
export function PagesStrip({
  label,
  pages,
  withSubpages = false,
  className,
}: {
  label: string;
  pages: readonly StripPage[];
  withSubpages?: boolean;
  className?: string;
}) {
  const pathname = usePathname();
  const { canOpen } = useAccess();
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex gap-2 overflow-x-auto">
        {pages
          .filter((page) => canOpen(page.href))
          .map((page) => {
            const current = pathname === page.href || (withSubpages && pathname.startsWith(`${page.href}/`));
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
