"use client";

import type { MouseEvent } from "react";
import { PrefetchLink } from "@/components/layout/prefetch-link";
import { groupDigits } from "@/lib/format/money";

export interface GroupLinkProps {
  href: string;
  title: string;
  /** Its messages; absent while the counts load. */
  count?: number;
  current: boolean;
  /** Desktop: shows the group beside the list instead of opening its page. */
  onChoose?: () => void;
}

const LINK =
  "flex min-w-0 items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm hover:text-primary aria-[current]:bg-primary-soft aria-[current]:font-bold";

/** A plain click (no key held, so a new tab still opens the page) chooses the group in place. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** One group in the list: its title and message count, a link to its messages. */
export function GroupLink({ href, title, count, current, onChoose }: GroupLinkProps) {
  const label = (
    <>
      <span className="min-w-0 truncate">{title}</span>
      {count === undefined ? null : (
        <span className="shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-normal text-muted">
          {groupDigits(count)}
          <span className="sr-only"> پیام</span>
        </span>
      )}
    </>
  );
  return (
    <li>
      {onChoose ? (
        <a
          href={href}
          aria-current={current ? "page" : undefined}
          className={LINK}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onChoose();
          }}
        >
          {label}
        </a>
      ) : (
        <PrefetchLink href={href} className={LINK}>
          {label}
        </PrefetchLink>
      )}
    </li>
  );
}
