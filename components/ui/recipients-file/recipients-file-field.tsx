"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldMessage } from "@/components/ui/field";
import { DropZone } from "@/components/ui/file-upload/drop-zone";
import { ProgressBar } from "@/components/ui/progress-bar";
import { SEND_LIMITS } from "@/lib/contract/send-limits";
import { checkFile, formatFileSize } from "@/lib/files/file-checks";
import type { ParseRecipientsOptions } from "@/lib/files/recipients/types";
import type { useRecipientsFile } from "@/lib/files/recipients/use-recipients-file";
import { groupDigits } from "@/lib/format/money";
import { ColumnChooser } from "./column-chooser";
import { UploadReportView } from "./upload-report";

/** Sixty megabytes: a million rows of numbers with a few columns beside them. */
const RECIPIENTS_FILE_MAX_BYTES = 60 * 1024 * 1024;

interface RecipientsFileFieldProps {
  id: string;
  label: string;
  accept: readonly string[];
  options: ParseRecipientsOptions;
  file: ReturnType<typeof useRecipientsFile>;
  /** The file itself, kept by the form to send it. */
  onPicked(file: File | null): void;
  /** An error from the form (e.g. no file chosen). */
  error?: string;
  /** Said when the file's format is not accepted, instead of the list of formats. */
  formatMessage?: string;
  /** Whether the upload report of a file read well is shown here (off where a later step shows it). */
  showReport?: boolean;
}

/**
 * A recipients file read in the browser (spec §5): chosen or dropped, read in a worker with a
 * progress bar, the column asked for when the file does not say, and the upload report.
 */
export function RecipientsFileField({
  id,
  label,
  accept,
  options,
  file,
  onPicked,
  error,
  formatMessage,
  showReport = true,
}: RecipientsFileFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const pick = (picked: File) => {
    const refusal = checkFile(picked, { accept, maxBytes: RECIPIENTS_FILE_MAX_BYTES, formatMessage });
    if (refusal) {
      file.reset();
      onPicked(null);
      setRefusal(refusal);
      return;
    }
    setRefusal(null);
    onPicked(picked);
    void file.read(picked, options);
  };
  const shownError =
    refusal ?? (file.status === "error" ? withRow(file.error?.message, file.error?.row) : null) ?? error ?? null;

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      {file.status === "idle" || file.status === "error" ? (
        <DropZone id={id} accept={accept} maxBytes={RECIPIENTS_FILE_MAX_BYTES} error={shownError} onFile={pick} />
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
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  file.reset();
                  onPicked(null);
                }}
              >
                فایل دیگر
              </Button>
            )}
          </div>
          {file.status === "parsing" ? (
            <ProgressBar value={file.progress} label={`خواندن ${file.fileName ?? "فایل"}`} />
          ) : null}
          {file.status === "choose_column" && file.choice ? (
            <ColumnChooser choice={file.choice} onChoose={(columns) => void file.chooseColumns(columns)} />
          ) : null}
          {file.status === "ready" && file.result ? (
            <>
              <p className="text-sm">
                {groupDigits(file.result.rowCount)} ردیف خوانده شد · ستون شماره‌ها:{" "}
                <bdi>{file.result.columns[file.result.mobileColumn]}</bdi>
              </p>
              {showReport ? <UploadReportView report={file.result.report} /> : null}
            </>
          ) : null}
        </div>
      )}
      {file.status === "error" && file.error?.report ? <UploadReportView report={file.error.report} /> : null}
      <FieldMessage
        id={id}
        error={shownError}
        hint={`حداکثر ${groupDigits(options.maxRecords ?? SEND_LIMITS.fileRecords)} رکورد و ${formatFileSize(RECIPIENTS_FILE_MAX_BYTES)}`}
      />
    </div>
  );
}

const withRow = (message: string | undefined, row: number | undefined) =>
  message ? (row ? `${message} (ردیف ${groupDigits(row)})` : message) : null;
