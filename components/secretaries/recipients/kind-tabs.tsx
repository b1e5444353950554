import { PrefetchLink } from "@/components/layout/prefetch-link";
import { secretaryRecipientsHref } from "@/components/secretaries/shared/secretary-links";
import { SECRETARY_INBOX_KIND_TITLES } from "@/lib/contract/secretary-inbox";
import { groupDigits } from "@/lib/format/money";
import { inboxTabsFor, type InboxTab } from "./inbox-kinds";

export interface KindTabsProps {
  id: number;
  type: number;
  current: InboxTab;
  /** Messages by kind (results' `kinds`); absent while they load. */
  counts?: Record<string, number>;
  /** Every message the secretary received: «همه»'s count. */
  total: number;
}

const tabTitle = (tab: InboxTab) => (tab === "all" ? "همه" : SECRETARY_INBOX_KIND_TITLES[tab]);

/** The kinds of message the secretary's type stores, each a link (the URL's segment is the kind) with its count. */
export function KindTabs({ id, type, current, counts, total }: KindTabsProps) {
  return (
    <nav aria-label="گونهٔ پیام‌ها">
      <ul className="flex gap-1 overflow-x-auto border-b border-border">
        {inboxTabsFor(type).map((tab) => {
          const active = tab === current;
          const count = tab === "all" ? total : counts && (counts[tab] ?? 0);
          return (
            <li key={tab} className="shrink-0">
              <PrefetchLink
                href={secretaryRecipientsHref(id, tab)}
                aria-current={active ? "page" : undefined}
                className={`-mb-px inline-flex items-center gap-1.5 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors ${
                  active ? "border-primary text-primary" : "border-transparent text-muted hover:text-text"
                }`}
              >
                {tabTitle(tab)}
                {count === undefined ? null : (
                  <span className="rounded-full bg-surface-2 px-2 text-xs text-muted">{groupDigits(count)}</span>
                )}
              </PrefetchLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
