"use client";

import { NavBadge } from "./nav-badge";
import { PanelIcon } from "@/components/ui/panel-icon";
import { PrefetchLink } from "./prefetch-link";

/** The received SMS on a phone, whose bottom bar has no room for them: an icon in the header with the unread count. */
export function InboxHeaderLink({ className = "" }: { className?: string }) {
  return (
    <PrefetchLink
      href="/inbox"
      className={`relative inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-text hover:bg-surface-2 ${className}`}
    >
      <PanelIcon name="inbox" className="size-5" />
      <span className="sr-only">پیامک‌های دریافتی</span>
      <NavBadge kind="inbox-unread" className="absolute -end-0.5 -top-0.5" />
    </PrefetchLink>
  );
}
