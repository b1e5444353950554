"use client";

import { useState } from "react";
import { ColumnChooser } from "@/components/send/file/column-chooser";
import { RECIPIENTS_FILE_MAX_BYTES } from "@/components/send/file/recipients-file-field";
import { UploadReportView } from "@/components/send/file/upload-report";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { DropZone } from "@/components/ui/file-upload/drop-zone";
import { ProgressBar } from "@/components/ui/progress-bar";
import { importSampleUrl } from "@/lib/api/phonebook-import";
import type { SavedImport } from "@/lib/contacts/import/saved-import";
import { IMPORT_LIMITS } from "@/lib/contract/phonebook-import";
import { checkFile, formatFileSize } from "@/lib/files/file-checks";
import { RECIPIENT_FILE_EXTENSIONS } from "@/lib/files/recipients/parse-recipients";
import type { useRecipientsFile } from "@/lib/files/recipients/use-recipients-file";
import { groupDigits } from "@/lib/format/money";

const FIELD_ID = "import-contacts-file";
const IMPORT_PARSE_OPTIONS = { mode: "keyword", maxRecords: IMPORT_LIMITS.records } as const;

interface ImportFileStepProps {
  phonebookId: number;
  file: ReturnType<typeof useRecipientsFile>;
  onPicked(file: File | null): void;
  /** An upload into this phonebook that stopped before its end, kept by this tab. */
  unfinished: SavedImport | null;
}

/** The file to import: chosen or dropped, read in the worker with progress, its mobile column asked for when not obvious. */
export function ImportFileStep({ phonebookId, file, onPicked, unfinished }: ImportFileStepProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const pick = (picked: File) => {
    const refused = checkFile(picked, { accept: RECIPIENT_FILE_EXTENSIONS, maxBytes: RECIPIENTS_FILE_MAX_BYTES });
    setRefusal(refused);
    if (refused) {
      file.reset();
      onPicked(null);
      return;
    }
    onPicked(picked);
    void file.read(picked, IMPORT_PARSE_OPTIONS);
  };
  const other = () => {
    file.reset();
    onPicked(null);
  };
  const error = refusal ?? (file.status === "error" ? (file.error?.message ?? null) : null);
  const errorRow = file.status === "error" && file.error?.row ? ` (ردیف ${groupDigits(file.error.row)})` : "";

  return (
    <div className="flex flex-col gap-4">
      {unfinished ? (
        <Alert tone="warning">
          بارگذاری فایل <bdi className="font-medium">«{unfinished.file.name}»</bdi> در این دفترچه نیمه‌کاره مانده است. همان فایل را با همان ستون‌ها دوباره
          انتخاب کنید تا فقط بخش‌های باقی‌مانده فرستاده شوند.
        </Alert>
      ) : null}
      <p className="text-sm leading-7 text-muted">
        فایل txt، csv یا xlsx با یک ستون شماره موبایل؛ ستون‌های دیگر (نام، جنسیت، ویژگی‌ها) را در مرحلهٔ بعد مشخص می‌کنید. نمونهٔ فایل:{" "}
        <a href={importSampleUrl(phonebookId, "xlsx")} download className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover">
          دانلود نمونه (xlsx)
        </a>
        {" · "}
        <a href={importSampleUrl(phonebookId, "csv")} download className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover">
          دانلود نمونه (csv)
        </a>
      </p>
      <div className="flex flex-col gap-2">
        <span id={`${FIELD_ID}-label`} className="text-sm font-medium">
          فایل مخاطبان
        </span>
        {file.status === "idle" || file.status === "error" ? (
          <DropZone id={FIELD_ID} accept={RECIPIENT_FILE_EXTENSIONS} maxBytes={RECIPIENTS_FILE_MAX_BYTES} error={error} onFile={pick} />
        ) : (
          <div className="flex flex-col gap-3 rounded-xl border border-border p-3">
            <div className="flex items-center gap-2 text-sm">
              <span dir="ltr" className="latin min-w-0 flex-1 truncate text-end">
                {file.fileName}
              </span>
              {file.status === "parsing" ? (
                <Button size="sm" variant="secondary" onClick={file.cancel}>
                  لغو
                </Button>
              ) : (
                <Button size="sm" variant="ghost" onClick={other}>
                  فایل دیگر
                </Button>
              )}
            </div>
            {file.status === "parsing" ? <ProgressBar value={file.progress} label={`خواندن ${file.fileName ?? "فایل"}`} /> : null}
            {file.status === "choose_column" && file.choice ? <ColumnChooser choice={file.choice} onChoose={(columns) => void file.chooseColumns(columns)} /> : null}
            {file.status === "ready" && file.result ? (
              <p className="text-sm">
                {groupDigits(file.result.rowCount)} ردیف خوانده شد · ستون شماره‌ها: <bdi>{file.result.columns[file.result.mobileColumn]}</bdi>
              </p>
            ) : null}
          </div>
        )}
        {file.status === "error" && file.error?.report ? <UploadReportView report={file.error.report} /> : null}
        <FieldMessage
          id={FIELD_ID}
          error={error ? `${error}${errorRow}` : null}
          hint={`حداکثر ${groupDigits(IMPORT_LIMITS.records)} رکورد و ${formatFileSize(RECIPIENTS_FILE_MAX_BYTES)}`}
        />
      </div>
    </div>
  );
}
