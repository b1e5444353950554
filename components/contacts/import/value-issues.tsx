import type { IssueList } from "@/lib/contacts/import/map-rows";
import { groupDigits } from "@/lib/format/money";

/** Issues listed under a heading before «…». */
const SHOWN = 50;

/** Rows whose mapped values the import cannot take as they are, each with its row number and why. */
export function ValueIssues({ title, list }: { title: string; list: IssueList }) {
  if (list.count === 0) return null;
  const shown = list.issues.slice(0, SHOWN);
  return (
    <details className="rounded-lg bg-surface-2 px-3 py-2 text-sm">
      <summary className="cursor-pointer">
        {title}: <strong>{groupDigits(list.count)}</strong> ردیف
      </summary>
      <ul className="mt-2 flex flex-col gap-1 text-xs text-muted">
        {shown.map((issue, i) => (
          <li key={`${issue.row}-${i}`}>
            ردیف {groupDigits(issue.row)}، ستون <bdi>{issue.column}</bdi>: {issue.message}
            {issue.value ? (
              <>
                {" "}
                <bdi>«{issue.value}»</bdi>
              </>
            ) : null}
          </li>
        ))}
        {list.issues.length > SHOWN || list.count > list.issues.length ? <li>و موارد دیگر</li> : null}
      </ul>
    </details>
  );
}
