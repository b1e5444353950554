import { Button } from "@/components/ui/button";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { DataTableColumn } from "@/components/ui/table";
import {
  FILE_CATEGORY_TITLES,
  FILE_SOURCE_TITLES,
  FILE_STATE_TITLES,
  type AccountFile,
} from "@/lib/contract/account-files";
import { tehranSendTime } from "@/lib/date/tehran-clock";
import { formatFileSize } from "@/lib/format/file-size";
import { groupDigits } from "@/lib/format/money";

const NOWRAP = "whitespace-nowrap";

export interface FileRowActions {
  downloadHref: (file: AccountFile) => string;
  onDelete: (file: AccountFile) => void;
}

/** A file being written: its bar and rows so far; otherwise its state. */
function FileState({ file }: { file: AccountFile }) {
  if (file.state === "writing") {
    const percent = file.rows_total > 0 ? (file.rows_done / file.rows_total) * 100 : 0;
    return (
      <div className="flex min-w-36 flex-col gap-1">
        <ProgressBar value={percent} label={`پیشرفت ساخت ${file.name}`} />
        <span className="text-xs text-muted">
          {groupDigits(file.rows_done)} از {groupDigits(file.rows_total)} ردیف
        </span>
      </div>
    );
  }
  return (
    <span className={file.state === "failed" ? "text-danger" : "text-success"}>{FILE_STATE_TITLES[file.state]}</span>
  );
}

/** Name (and what it holds), category, size, state, when and by whom it was made; then download and delete. */
export function fileColumns(actions: FileRowActions): DataTableColumn<AccountFile>[] {
  return [
    {
      key: "name",
      header: "نام فایل",
      cell: (file) => (
        <span className="flex flex-col">
          <span dir="auto" className="latin font-medium break-all">
            {file.name}
          </span>
          <span className="text-xs text-muted">{FILE_SOURCE_TITLES[file.source] ?? file.source}</span>
        </span>
      ),
    },
    { key: "category", header: "دسته", cell: (file) => FILE_CATEGORY_TITLES[file.category], className: NOWRAP },
    {
      key: "size",
      header: "حجم",
      cell: (file) => (file.state === "ready" ? formatFileSize(file.size) : "—"),
      className: NOWRAP,
    },
    { key: "state", header: "وضعیت", cell: (file) => <FileState file={file} /> },
    { key: "created", header: "زمان ساخت", cell: (file) => tehranSendTime(file.created_at), className: NOWRAP },
    { key: "made-by", header: "سازنده", cell: (file) => file.made_by ?? "پشتیبانی" },
    {
      key: "actions",
      header: <span className="sr-only">کارها</span>,
      cell: (file) => (
        <div className="flex flex-wrap justify-end gap-1.5">
          {file.state === "ready" ? (
            <a
              href={actions.downloadHref(file)}
              download
              aria-label={`دریافت «${file.name}»`}
              className="inline-flex h-8 shrink-0 items-center justify-center rounded-lg border border-border bg-surface px-3 text-sm font-medium text-text transition-colors hover:bg-surface-2"
            >
              دریافت
            </a>
          ) : null}
          {file.deletable ? (
            <Button variant="ghost" size="md" onClick={() => actions.onDelete(file)} aria-label={`حذف «${file.name}»`}>
              حذف
            </Button>
          ) : null}
        </div>
      ),
      className: "text-end",
    },
  ];
}
