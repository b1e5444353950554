import { groupDigits } from "@/lib/format/money";
import type { StateTone } from "@/lib/send/send-states";
import { STAT_GROUPS, type StatRow } from "./stat-rows";

const BAR: Record<StateTone, string> = {
  info: "bg-primary",
  progress: "bg-warning",
  success: "bg-success",
  danger: "bg-danger",
  muted: "bg-muted",
};

/** «همراه اول: ۲ رسیده به گوشی، ۱ نرسیده»: what one bar shows, for screen readers. */
function barLabel(row: StatRow): string {
  const parts = STAT_GROUPS.filter(({ group }) => row.counts[group] > 0).map(
    ({ group, title }) => `${groupDigits(row.counts[group])} ${title}`,
  );
  return `${row.name}: ${parts.join("، ")}`;
}

/**
 * One bar per operator with recipients, as long as its share of the largest, split into the
 * status groups in their colours; each bar is named in words and a legend names the colours.
 */
export function StatsChart({ rows }: { rows: readonly StatRow[] }) {
  const shown = rows.filter((row) => row.total > 0);
  const largest = Math.max(0, ...shown.map((row) => row.total));
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm font-medium">نمودار گیرندگان هر اپراتور</figcaption>
      <ul className="flex flex-col gap-2.5">
        {shown.map((row) => (
          <li key={row.operator} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-3 text-sm">
            <span className="truncate">{row.name}</span>
            <div className="h-4 rounded-full bg-surface-2">
              <div
                role="img"
                aria-label={barLabel(row)}
                className="flex h-full overflow-hidden rounded-full"
                style={{ inlineSize: `${(row.total / largest) * 100}%` }}
              >
                {STAT_GROUPS.map(({ group, tone }) =>
                  row.counts[group] > 0 ? (
                    <span
                      key={group}
                      className={`h-full ${BAR[tone]}`}
                      style={{ inlineSize: `${(row.counts[group] / row.total) * 100}%` }}
                    />
                  ) : null,
                )}
              </div>
            </div>
            <span className="text-muted">{groupDigits(row.total)}</span>
          </li>
        ))}
      </ul>
      <ul aria-label="راهنمای رنگ‌ها" className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-muted">
        {STAT_GROUPS.map(({ group, title, tone }) => (
          <li key={group} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${BAR[tone]}`} />
            {title}
          </li>
        ))}
      </ul>
    </figure>
  );
}
