import { SECRETARY_INBOX_KIND_TITLES } from "@/lib/contract/secretary-inbox";
import { groupDigits } from "@/lib/format/money";
import { inboxTabsFor } from "./inbox-kinds";

/** What the secretary received, counted by the kinds its type stores. */
export function KindCounts({ type, kinds }: { type: number; kinds: Record<string, number> }) {
  const shown = inboxTabsFor(type).filter((tab) => tab !== "all");
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_auto_auto_auto] sm:justify-start">
      {shown.map((kind) => (
        <div key={kind} className="contents">
          <dt className="text-muted">{SECRETARY_INBOX_KIND_TITLES[kind]}</dt>
          <dd className="font-medium">{groupDigits(kinds[kind] ?? 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
