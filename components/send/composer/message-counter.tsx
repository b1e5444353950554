import type { MessageCount } from "@/lib/sms/message-parts";
import { groupDigits } from "@/lib/format/money";

/** Under the message: places used, parts, the alphabet, and what the line's suffix adds (spec §5). */
export function MessageCounter({ id, count }: { id: string; count: MessageCount }) {
  return (
    <div id={id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted" aria-live="polite">
      <span>
        <strong className="font-bold text-text">{groupDigits(count.length)}</strong> نویسه
      </span>
      <span>
        <strong className="font-bold text-text">{groupDigits(count.parts)}</strong> بخش
      </span>
      <span>{count.encoding === "GSM-7" ? "لاتین" : "فارسی"}</span>
      <span>{groupDigits(count.remaining)} نویسه تا بخش بعد</span>
      {count.suffixLength ? <span>{groupDigits(count.suffixLength)} نویسهٔ «لغو۱۱» خودکار افزوده می‌شود</span> : null}
    </div>
  );
}
