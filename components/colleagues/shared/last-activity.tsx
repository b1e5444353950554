import { formatJalaliDateTime } from "@/lib/format/jalali";
import { formatRelativeTime } from "@/lib/format/relative-time";

/**
 * When a colleague last did something: how long ago, and the Jalali date and time under it. The
 * relative part is read against the clock of whoever renders it, so the server's and the browser's
 * may differ by a moment.
 */
export function LastActivity({ at, never = "هنوز وارد نشده" }: { at: string | null; never?: string }) {
  if (!at) return <span className="text-muted">{never}</span>;
  return (
    <time dateTime={at} className="flex flex-col gap-0.5">
      <span suppressHydrationWarning>{formatRelativeTime(at)}</span>
      <span className="text-xs text-muted">{formatJalaliDateTime(at)}</span>
    </time>
  );
}
