import { formatRelativeTime } from "@/lib/format/relative-time";
import { JalaliDateTime } from "./jalali-date-time";

const WIRE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/**
 * The instant of a time as Edge writes it (`YYYY-MM-DD HH:mm:ss`, Tehran's clock, which keeps
 * +03:30 all year), whatever the zone of the machine reading it: the server renders the page in
 * UTC, the browser in the user's zone.
 */
function wireInstant(value: string): Date {
  const parts = WIRE_TIME.exec(value);
  return parts ? new Date(`${parts[1]}T${parts[2]}+03:30`) : new Date(value);
}

/**
 * When a colleague last did something: how long ago, and the Jalali date and time under it. The
 * relative part is read against the clock of whoever renders it, so the server's and the browser's
 * may differ by a moment.
 */
export function LastActivity({ at }: { at: string | null }) {
  if (!at) return <span className="text-muted">هنوز وارد نشده</span>;
  return (
    <time dateTime={wireInstant(at).toISOString()} className="flex flex-col gap-0.5">
      <span suppressHydrationWarning>{formatRelativeTime(wireInstant(at))}</span>
      <span className="text-xs text-muted">
        <JalaliDateTime value={at} />
      </span>
    </time>
  );
}
