"use client";

import type { SocketStatus } from "@/lib/socket/socket-status";
import { useSocketStatus } from "@/lib/socket/use-socket-status";

const LOOK: Record<SocketStatus, { label: string; dot: string }> = {
  OPEN: { label: "به‌روزرسانی زنده برقرار است", dot: "bg-success" },
  CONNECTING: { label: "در حال برقراری به‌روزرسانی زنده…", dot: "bg-warning animate-pulse" },
  ERROR: { label: "خطا در به‌روزرسانی زنده؛ دوباره تلاش می‌شود", dot: "bg-danger" },
  CLOSED: { label: "به‌روزرسانی زنده قطع است", dot: "bg-muted" },
};

/** A small dot in the header showing whether live updates arrive (spec §7). */
export function LiveStatusIndicator() {
  const status = useSocketStatus();
  const { label, dot } = LOOK[status];
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-live-status={status}
      className="inline-flex size-6 shrink-0 items-center justify-center"
    >
      <span className={`size-2.5 rounded-full ${dot}`} />
    </span>
  );
}
