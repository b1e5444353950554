import { PrefetchLink } from "@/components/layout/prefetch-link";
import { Button } from "@/components/ui/button";
import { LatinText } from "@/components/ui/latin-text";
import type { DataTableColumn } from "@/components/ui/table";
import type { Pattern } from "@/lib/contract/patterns";
import { excerpt } from "@/lib/patterns/excerpt";
import { tehranJalaliDay } from "@/lib/date/tehran-clock";
import { patternEditHref, patternHref } from "./pattern-links";
import { LinkButton } from "@/components/layout/link-button";
import { PatternStateBadge } from "./pattern-state-badge";

const NOWRAP = "whitespace-nowrap";

/** The name a row goes by: its title, or its code when it has none. */
export const patternName = (pattern: Pattern) => pattern.title?.trim() || pattern.pattern_code;

/** Why the provider rejected it: Edge answers the reason in `reject_text`, or as the reviewer's comment. */
const rejectionReason = (pattern: Pattern) => pattern.reject_text.trim() || pattern.admin_comment?.trim() || null;

function StateCell({ pattern }: { pattern: Pattern }) {
  const reason = pattern.pattern_status === "inactive" ? rejectionReason(pattern) : null;
  return (
    <div className="flex flex-col items-end gap-1 md:items-start">
      <PatternStateBadge status={pattern.pattern_status} />
      {reason ? <p className="max-w-56 text-xs leading-5 text-danger">دلیل رد: {reason}</p> : null}
    </div>
  );
}

export interface PatternRowActions {
  onDelete: (pattern: Pattern) => void;
}

/**
 * Title (leading to the pattern's page), code, the start of its text, state (with the reason of a
 * rejection), created and changed dates; with `actions`, the account's own are edited and deleted.
 */
export function patternColumns(actions?: PatternRowActions): DataTableColumn<Pattern>[] {
  const columns: DataTableColumn<Pattern>[] = [
    {
      key: "title",
      header: "عنوان",
      cell: (pattern) => (
        <PrefetchLink
          href={patternHref(pattern)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {pattern.title?.trim() || "بدون عنوان"}
        </PrefetchLink>
      ),
    },
    {
      key: "code",
      header: "کد الگو",
      cell: (pattern) => <LatinText>{pattern.pattern_code}</LatinText>,
      className: NOWRAP,
    },
    {
      key: "text",
      header: "متن",
      cell: (pattern) => (
        <span className="block max-w-xs leading-6 wrap-anywhere md:min-w-48">{excerpt(pattern.pattern_message)}</span>
      ),
    },
    { key: "state", header: "وضعیت", cell: (pattern) => <StateCell pattern={pattern} /> },
    {
      key: "created",
      header: "تاریخ ساخت",
      cell: (pattern) => tehranJalaliDay(pattern.time * 1000),
      className: NOWRAP,
    },
    {
      key: "updated",
      header: "آخرین تغییر",
      cell: (pattern) => tehranJalaliDay(pattern.updated_at),
      className: NOWRAP,
    },
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      key: "actions",
      header: <span className="sr-only">کارها</span>,
      cell: (pattern) =>
        pattern.readonly ? null : (
          <div className="flex flex-wrap justify-end gap-1.5">
            <LinkButton
              href={patternEditHref(pattern.pattern_code)}
              variant="secondary"
              size="md"
              aria-label={`ویرایش «${patternName(pattern)}»`}
            >
              ویرایش
            </LinkButton>
            <Button
              variant="ghost"
              size="md"
              onClick={() => actions.onDelete(pattern)}
              aria-label={`حذف «${patternName(pattern)}»`}
            >
              حذف
            </Button>
          </div>
        ),
      className: "text-end",
    },
  ];
}
