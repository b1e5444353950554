import { groupDigits } from "@/lib/format/money";
import { STAT_GROUPS, statTotals, type StatRow } from "./stat-rows";

const CELL = "px-3 py-2.5 text-start whitespace-nowrap";

/** The same figures as the chart: one row per operator, one column per status group, and the totals. */
export function StatsTable({ rows }: { rows: readonly StatRow[] }) {
  const totals = statTotals(rows);
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full border-collapse text-sm text-text">
        <caption className="sr-only">گیرندگان هر اپراتور به تفکیک وضعیت</caption>
        <thead className="bg-surface-2 text-muted">
          <tr>
            <th scope="col" className={`${CELL} font-medium`}>
              اپراتور
            </th>
            {STAT_GROUPS.map(({ group, title }) => (
              <th key={group} scope="col" className={`${CELL} font-medium`}>
                {title}
              </th>
            ))}
            <th scope="col" className={`${CELL} font-medium`}>
              جمع
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.operator} className="border-t border-border">
              <th scope="row" className={`${CELL} font-medium`}>
                {row.name}
              </th>
              {STAT_GROUPS.map(({ group }) => (
                <td key={group} className={CELL}>
                  {groupDigits(row.counts[group])}
                </td>
              ))}
              <td className={CELL}>{groupDigits(row.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-border bg-surface-2 font-bold">
          <tr>
            <th scope="row" className={CELL}>
              جمع
            </th>
            {STAT_GROUPS.map(({ group }) => (
              <td key={group} className={CELL}>
                {groupDigits(totals.counts[group])}
              </td>
            ))}
            <td className={CELL}>{groupDigits(totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
