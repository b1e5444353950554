import { Button } from "@/components/ui/button";
import type { Draft } from "@/lib/contract/drafts";
import { draftSizeText } from "./draft-size";

export interface DraftCardProps {
  draft: Draft;
  /** Its group's title, shown when messages of several groups are listed together. */
  groupTitle?: string;
  /** Absent for a member who may not edit: no controls at all. */
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One predefined message: its text, how many parts it goes out in, and its edit and delete controls. */
export function DraftCard({ draft, groupTitle, onEdit, onDelete }: DraftCardProps) {
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border p-3">
      {/* As it goes out: Latin digits stay Latin (the `latin` font), a Latin message reads left to right. */}
      <p dir="auto" className="latin text-start text-sm leading-7 break-words whitespace-pre-line">
        {draft.message}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <span>{draftSizeText(draft.message)}</span>
          {groupTitle ? <span className="rounded-full bg-surface-2 px-2 py-0.5">{groupTitle}</span> : null}
        </div>
        {onEdit || onDelete ? (
          <div className="flex gap-1">
            {onEdit ? (
              <Button size="sm" variant="secondary" onClick={onEdit} aria-haspopup="dialog">
                ویرایش یا انتقال
              </Button>
            ) : null}
            {onDelete ? (
              <Button size="sm" variant="ghost" onClick={onDelete} aria-haspopup="dialog" className="text-danger">
                حذف
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
