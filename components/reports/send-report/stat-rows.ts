import { BULK_STAT_GROUPS, DELIVERY_STATUS_TITLES, NOT_HANDED_OVER_TITLE, type BulkStats } from "@/lib/contract/report";
import { OPERATOR_NAMES } from "@/lib/send/operator-names";
import type { StateTone } from "@/lib/send/send-states";
import { MOBILE_OPERATORS, type MobileOperator } from "@/lib/sms/operators";

export type StatGroup = (typeof BULK_STAT_GROUPS)[number];

/** The groups in the order a recipient goes through them, each with its Persian title and colour. */
export const STAT_GROUPS: readonly { group: StatGroup; title: string; tone: StateTone }[] = [
  { group: "operators_pending", title: NOT_HANDED_OVER_TITLE, tone: "info" },
  { group: "operators_sent", title: "در انتظار گزارش تحویل", tone: "progress" },
  { group: "operators_delivered", title: DELIVERY_STATUS_TITLES[2], tone: "success" },
  { group: "operators_failed", title: DELIVERY_STATUS_TITLES[3], tone: "danger" },
  { group: "operators_blacklist", title: DELIVERY_STATUS_TITLES[4], tone: "muted" },
];

export interface StatRow {
  operator: MobileOperator;
  name: string;
  /** Recipients of each group, both languages together. */
  counts: Record<StatGroup, number>;
  total: number;
}

/** Each operator's recipients by group (Persian and Latin texts added up), in the operators' usual order. */
export function statRows(stats: BulkStats): StatRow[] {
  return MOBILE_OPERATORS.map((operator) => {
    const counts = Object.fromEntries(
      BULK_STAT_GROUPS.map((group) => {
        const languages = stats[group][operator];
        return [group, languages ? languages.en + languages.fa : 0];
      }),
    ) as Record<StatGroup, number>;
    return {
      operator,
      name: OPERATOR_NAMES[operator],
      counts,
      total: Object.values(counts).reduce((sum, n) => sum + n, 0),
    };
  });
}

/** Every operator's recipients of each group, and all of them. */
export function statTotals(rows: readonly StatRow[]): { counts: Record<StatGroup, number>; total: number } {
  const counts = Object.fromEntries(
    BULK_STAT_GROUPS.map((group) => [group, rows.reduce((sum, row) => sum + row.counts[group], 0)]),
  ) as Record<StatGroup, number>;
  return { counts, total: rows.reduce((sum, row) => sum + row.total, 0) };
}
