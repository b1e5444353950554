"use client";

import { useUnreadInboxCount } from "@/lib/api/inbox-live";
import { useUnseenTicketCount } from "@/lib/api/support-live";
import type { NavBadgeKind } from "@/lib/navigation/nav-items";
import { toPersianDigits } from "@/lib/validation/digits";

/** More than this shows as «۹۹+». */
const MAX_SHOWN = 99;

/** A small count beside a label, in Persian digits; nothing while the count is zero or unknown. */
function CountBadge({
  count,
  label,
  className = "",
}: {
  count: number | undefined;
  label: string;
  className?: string;
}) {
  if (!count) return null;
  return (
    <span
      className={`inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] leading-none font-bold text-on-primary ${className}`}
    >
      {count > MAX_SHOWN ? `${toPersianDigits(MAX_SHOWN)}+` : toPersianDigits(count)}
      <span className="sr-only"> {label}</span>
    </span>
  );
}

function UnreadInboxBadge({ className }: { className?: string }) {
  const { data } = useUnreadInboxCount();
  return <CountBadge count={data?.count} label="پیامک خوانده‌نشده" className={className} />;
}

function UnseenTicketsBadge({ className }: { className?: string }) {
  const { data } = useUnseenTicketCount();
  return <CountBadge count={data?.count} label="درخواست با پاسخ دیده‌نشده" className={className} />;
}

/** The live count a navigation item asks for. */
export function NavBadge({ kind, className }: { kind: NavBadgeKind; className?: string }) {
  switch (kind) {
    case "inbox-unread":
      return <UnreadInboxBadge className={className} />;
    case "tickets-unseen":
      return <UnseenTicketsBadge className={className} />;
  }
}
